import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choiceChangesPublishing, publishChoiceOf, usePublishChoice } from '@backoffice/kernel';
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

describe('choiceChangesPublishing', () => {
  const published: Publishing = { status: 'published', state: 'published', publishAt: null, unpublishAt: null };
  const keep = (record: Publishing) => publishChoiceOf(record, true);

  it("is no change when the bar keeps the record's own choice, or nothing is loaded, or the role cannot publish", () => {
    expect(choiceChangesPublishing(keep(published), published, true)).toBe(false);
    expect(choiceChangesPublishing(keep(scheduledDraft), scheduledDraft, true)).toBe(false);
    expect(choiceChangesPublishing({ ...keep(published), status: 'draft' }, undefined, true)).toBe(false);
    expect(choiceChangesPublishing({ ...keep(published), status: 'draft' }, published, false)).toBe(false);
  });

  it('is a change when the status or a time differs, or a draft (or pending changes) is published as it is', () => {
    expect(choiceChangesPublishing({ ...keep(published), status: 'draft' }, published, true)).toBe(true);
    expect(choiceChangesPublishing({ ...keep(scheduledDraft), publishAt: null }, scheduledDraft, true)).toBe(true);
    expect(
      choiceChangesPublishing({ ...keep(published), unpublishAt: '2027-01-01T00:00:00.000Z' }, published, true),
    ).toBe(true);
    const changed: Publishing = { ...published, state: 'changed' };
    expect(keep(changed).status).toBe('draft');
    expect(choiceChangesPublishing({ ...keep(changed), status: 'published' }, changed, true)).toBe(true);
  });
});
