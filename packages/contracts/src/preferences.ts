import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema, Nullable } from './answers';
import { answer, endpoint } from './endpoint';
import { ADMIN_LANGUAGE_CODES, type AdminLanguageCode } from './admin-languages';

/** The signed-in admin's own settings, kept with their account so they follow them to every browser. */
export const Preferences = Type.Object({
  /** The admin's language; null: the browser's. */
  language: Nullable(Type.Unsafe<AdminLanguageCode>({ type: 'string', enum: [...ADMIN_LANGUAGE_CODES] })),
  /** When they last changed (null: never). */
  updatedAt: Nullable(Type.String()),
});
export type Preferences = Static<typeof Preferences>;

export const PreferencesBody = Type.Object({
  language: Nullable(Type.String({ maxLength: 20, description: 'en, fr or ar; null for the browser’s language' })),
  /** The version the change is based on (the answer's `updatedAt`); a change of a newer version is refused. */
  updatedAt: Type.Optional(Nullable(Type.String())),
});
export type PreferencesBody = Static<typeof PreferencesBody>;

export const preferencesApi = {
  get: endpoint({ method: 'GET', path: '/admin/preferences', answer: answer(EnvelopeSchema(Preferences)) }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/preferences',
    body: PreferencesBody,
    answer: answer(EnvelopeSchema(Preferences)),
  }),
};
export type PreferencesApi = typeof preferencesApi;
