import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Schema builders of the answers (docs/api.md "API conventions"), the run-time twins of `Envelope`, `Done` and
 * `RecordMeta`: each answer schema is built from these, and its type derived from it (`Static`).
 */

/** `{ success: true, message?, data }`. */
export const EnvelopeSchema = <S extends TSchema>(data: S) =>
  Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data });

/** `{ success: true, message }`: a write that answers only a sentence. */
export const DoneSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** A value or null. */
export const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/** A record's identity and timestamps as every answer shows them (`RecordMeta`). */
export const RecordMetaFields = {
  _id: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
