import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { previewSecret, verifyPreviewToken } from './preview-token';
import { deliveredVersion, withDraft, type PublishableRow } from './state';

declare module 'fastify' {
  interface FastifyRequest {
    /** A public content request that showed drafts to a valid preview token: answered `private, no-store`. */
    contentPreview?: boolean;
  }
}

/** The header a site's preview page sends its token in. */
export const PREVIEW_HEADER = 'x-preview-token';

/**
 * Whether a public content request previews drafts: it sends a preview token for this kind, which must be
 * valid (401 otherwise, never a silent published answer the editor would take for the draft).
 */
export async function isPreview(request: FastifyRequest, db: Kysely<any>, kind: string): Promise<boolean> {
  const header = request.headers[PREVIEW_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (token === undefined) return false;
  verifyPreviewToken(await previewSecret(db), kind, token.trim());
  request.contentPreview = true;
  return true;
}

/** The versions of the rows a public answer shows: drafts included for a preview, else only what is delivered now. */
export function versionsFor<Row extends PublishableRow>(rows: Row[], preview: boolean, now = Date.now()): Row[] {
  if (preview) return rows.map(withDraft);
  return rows.map((row) => deliveredVersion(row, now)).filter((row): row is Row => row !== null);
}
