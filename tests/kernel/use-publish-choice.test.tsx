import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePublishChoice } from '@backoffice/kernel';
import type { Publishing } from '@backoffice/contracts';

const scheduledDraft: Publishing = {
  status: 'draft',
  state: 'scheduled',
  publishAt: '2026-12-01T09:00:00.000Z',
  unpublishAt: null,
};

describe('usePublishChoice', () => {
  it("starts as a new record's choice, then follows the record once it has loaded; the admin's change stays", () => {
    const { result, rerender } = renderHook(({ record }) => usePublishChoice(record, true), {
      initialProps: { record: undefined as Publishing | undefined },
    });
    expect(result.current[0]).toEqual({ status: 'published', publishAt: null, unpublishAt: null });
    rerender({ record: scheduledDraft });
    expect(result.current[0]).toEqual({ status: 'draft', publishAt: '2026-12-01T09:00:00.000Z', unpublishAt: null });
    act(() => result.current[1]({ status: 'published', publishAt: null, unpublishAt: null }));
    rerender({ record: scheduledDraft });
    expect(result.current[0].status).toBe('published');
  });

  it('keeps a draft for a role that cannot publish', () => {
    const { result } = renderHook(() => usePublishChoice(undefined, false));
    expect(result.current[0].status).toBe('draft');
  });
});
