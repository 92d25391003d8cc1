import type { ExtRecord } from '@backoffice/contracts';
import type { Selectable } from 'kysely';
import { normaliseEmail } from '../../auth/email-address';
import { AppError } from '../../http/app-error';
import { extOfFileUrl } from '../../plugins/file-fields';
import { describeSchemaProblem, schemaProblemField, type SchemaProblem } from '../../http/validation-message';
import type { ContentType } from '../../plugins/plugin-manifests';
import { cleanRichText } from '../../sanitize/markup-pool';
import type { ExtRecordsTable } from './tables';

/** What a write stores: the checked fields (rich text sanitized) and the text the list searches. */
export interface CheckedFields {
  data: Record<string, unknown>;
  search: string;
}

/**
 * The fields a client sent, without the record's own keys (`_id`, `createdAt`, `updatedAt`, as it read them
 * back). A field the type does not declare is a 400 naming it, not silently dropped: a misspelt field must not
 * lose what was typed into it.
 */
export function sentFields(type: ContentType, body: Record<string, unknown>): Record<string, unknown> {
  const { _id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = body;
  const undeclared = type.declaredFields && Object.keys(fields).find((name) => !type.declaredFields!.has(name));
  if (undeclared)
    throw new AppError(
      400,
      `"${undeclared}" is not a field of ${type.label} (its fields: ${[...type.declaredFields!].join(', ')})`,
      undeclared,
    );
  return fields;
}

/**
 * A record's fields checked against its type's schema: the first problem is a 400 naming the field, as the
 * built-in forms' are. Text already passed the input layer's text rules and JSON limits (every body does);
 * fields of format "html" go through the rich-text sanitizer, as the built-in editors' do.
 */
export async function checkedFields(type: ContentType, fields: Record<string, unknown>): Promise<CheckedFields> {
  // Fields the type no longer declares (a stored record under an updated manifest) are dropped, on this copy.
  const data = { ...fields };
  if (!type.check(data)) {
    const problem = (type.check.errors?.[0] ?? { keyword: 'type', instancePath: '', params: {} }) as SchemaProblem;
    throw new AppError(400, describeSchemaProblem(problem, 'body'), schemaProblemField(problem, 'body'));
  }
  for (const field of type.htmlFields) {
    // On the markup thread, as the built-in editors' rich text is: off the event loop.
    if (typeof data[field] === 'string') data[field] = (await cleanRichText(data[field], field)).html;
  }
  // A person's address is stored as the personal-data requests look it up (auth/email-address.ts).
  for (const field of type.personal?.emailFields ?? []) {
    if (typeof data[field] === 'string') data[field] = normaliseEmail(data[field], field);
  }
  // A file field holds a file uploaded for it: of a type it accepts.
  for (const [field, rule] of type.fileFields) {
    const ext = typeof data[field] === 'string' && data[field] ? extOfFileUrl(data[field]) : null;
    if (ext && !rule.formats.includes(ext))
      throw new AppError(
        400,
        `${field} must be a file of type ${rule.formats.map((format) => format.toUpperCase()).join(', ')}`,
        field,
      );
  }
  // Rich text is searched by its words, not its markup (a search for "strong" must not find every bold word).
  const search = type.textFields
    .map((field) =>
      typeof data[field] === 'string'
        ? type.htmlFields.includes(field)
          ? (data[field] as string).replace(/<[^>]*>/g, ' ')
          : data[field]
        : null,
    )
    .filter((value): value is string => typeof value === 'string')
    .join('\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .toLowerCase();
  return { data, search };
}

/** The stored file addresses of a record's file fields. */
export function filesOfRecord(type: ContentType, data: Record<string, unknown>): string[] {
  return [...type.fileFields.keys()]
    .map((field) => data[field])
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/** A stored record as the API answers it: its fields, then its identity and timestamps. */
export function extRecordOf(row: Selectable<ExtRecordsTable>): ExtRecord {
  return {
    ...row.data,
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
