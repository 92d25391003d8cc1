import type { CollectedPage, ExportStatus } from '@backoffice/contracts';

/** A list's page as the server answers it. */
export type PageReply = [200, { success: true; data: CollectedPage }];

/** An export job as the server answers it, queued; `overrides` move it along (running, done, failed). */
export function exportFixture(overrides: Partial<ExportStatus> = {}): ExportStatus {
  return {
    id: 'e1',
    collection: 'newsletter',
    format: 'xlsx',
    state: 'queued',
    rowsWritten: 0,
    rowsTotal: null,
    fileName: 'Newsletter-2026-11-27.xlsx',
    file: null,
    error: '',
    createdAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    expiresAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}
