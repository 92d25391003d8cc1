import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema, Nullable } from './answers';
import { SelectionFields } from './collected-data';
import { IdParams } from './common';
import { answer, endpoint, fileAnswer } from './endpoint';

/** The collections an export job takes (the collected data of the original product's API). */
export const EXPORT_COLLECTIONS = ['newsletter', 'leads', 'contact-sales', 'job-candidates'] as const;
export type ExportCollection = (typeof EXPORT_COLLECTIONS)[number];
const ExportCollectionSchema = Type.Union(EXPORT_COLLECTIONS.map((name) => Type.Literal(name)));

/**
 * The file an export writes: a spreadsheet (`xlsx`), comma-separated text (`csv`), or for job candidates a
 * `zip` of their sheet with every candidate's CV and cover letter files.
 */
export const EXPORT_FORMATS = ['xlsx', 'csv', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const ExportFormatSchema = Type.Union(EXPORT_FORMATS.map((name) => Type.Literal(name)));

/** An export to start: which collection, its records (chosen ids, or every record matching a search), its format (`xlsx` when absent). */
export const ExportBody = Type.Object(
  {
    collection: ExportCollectionSchema,
    format: Type.Optional(ExportFormatSchema),
    ...SelectionFields,
  },
  { additionalProperties: false },
);
export type ExportBody = Static<typeof ExportBody>;

export const ExportState = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type ExportState = Static<typeof ExportState>;

/** An export's state: its progress (rows written of the total, once counted), then its file or its error. */
export const ExportStatus = Type.Object({
  id: Type.String(),
  collection: ExportCollectionSchema,
  format: ExportFormatSchema,
  state: ExportState,
  rowsWritten: Type.Integer(),
  rowsTotal: Nullable(Type.Integer()),
  fileName: Type.String(),
  /** Where to download the file once `state` is `done`; null before. */
  file: Nullable(Type.String()),
  error: Type.String(),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** After this the file is deleted (by a daily job) and no longer downloadable. */
  expiresAt: Type.String(),
});
export type ExportStatus = Static<typeof ExportStatus>;

/** `GET /api/exports?collection=leads&state=running`: the caller's exports not yet expired, newest first. */
export const ExportListQuery = Type.Object(
  {
    collection: Type.Optional(ExportCollectionSchema),
    state: Type.Optional(ExportState),
  },
  { additionalProperties: false },
);
export type ExportListQuery = Static<typeof ExportListQuery>;

/** The content type of each format's file. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

/**
 * Exports as background jobs (docs/jobs.md "Exports"): started, watched, then downloaded once written. They
 * survive a rolling restart (another process finishes them). A screen reopened finds its exports again with
 * `list`. The spec's direct downloads stay as they are.
 */
export const exportsApi = {
  start: endpoint({ method: 'POST', path: '/exports', body: ExportBody, answer: answer(EnvelopeSchema(ExportStatus)) }),
  list: endpoint({
    method: 'GET',
    path: '/exports',
    query: ExportListQuery,
    answer: answer(EnvelopeSchema(Type.Array(ExportStatus))),
  }),
  status: endpoint({
    method: 'GET',
    path: '/exports/:id',
    params: IdParams,
    answer: answer(EnvelopeSchema(ExportStatus)),
  }),
  file: endpoint({
    method: 'GET',
    path: '/exports/:id/file',
    params: IdParams,
    answer: fileAnswer(Object.values(EXPORT_CONTENT_TYPES)),
  }),
};
export type ExportsApi = typeof exportsApi;
