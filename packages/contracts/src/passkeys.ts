import { Type, type Static } from '@sinclair/typebox';
import { Admin } from './auth';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { IdParams, RequiredText, UpdatedAt } from './common';
import { answer, endpoint } from './endpoint';

/** A passkey of the signed-in admin, as the profile screen lists it (never its key). */
export const Passkey = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** The last sign-in (or second step) it made; null when never used. */
  lastUsed: Nullable(Type.String()),
  /** Whether the authenticator says the key is synced (a password manager, iCloud Keychain...) rather than bound to one device. */
  backedUp: Type.Boolean(),
});
export type Passkey = Static<typeof Passkey>;

export const PASSKEY_NAME_MAX = 60;

/** base64url text of a WebAuthn response field (clientDataJSON, attestationObject...): sizes far above real ones. */
const Base64Url = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser's startRegistration() sends it. */
export const RegistrationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4000),
    attestationObject: Base64Url(32_000),
    authenticatorData: Type.Optional(Base64Url(16_000)),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(Base64Url(4000)),
  }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 20 })),
  clientExtensionResults: Type.Object({}, { additionalProperties: true }),
});
export type RegistrationResponse = Static<typeof RegistrationResponse>;

/** What `navigator.credentials.get()` answered, as @simplewebauthn/browser's startAuthentication() sends it. */
export const AuthenticationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4000),
    authenticatorData: Base64Url(16_000),
    signature: Base64Url(2000),
    userHandle: Type.Optional(Base64Url(200)),
  }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 20 })),
  clientExtensionResults: Type.Object({}, { additionalProperties: true }),
});
export type AuthenticationResponse = Static<typeof AuthenticationResponse>;

export const PasskeyRegistrationBody = Type.Object(
  { name: RequiredText(PASSKEY_NAME_MAX), response: RegistrationResponse },
  { additionalProperties: false },
);
export type PasskeyRegistrationBody = Static<typeof PasskeyRegistrationBody>;

export const PasskeyRenameBody = Type.Object(
  { name: RequiredText(PASSKEY_NAME_MAX), updatedAt: Type.Optional(UpdatedAt) },
  { additionalProperties: false },
);
export type PasskeyRenameBody = Static<typeof PasskeyRenameBody>;

export const PasskeySignInBody = Type.Object({ response: AuthenticationResponse }, { additionalProperties: false });
export type PasskeySignInBody = Static<typeof PasskeySignInBody>;

/**
 * A passkey just added. When it is the admin's first second factor and they hold no recovery codes, the answer
 * carries ten new ones, shown once (as after setting up an authenticator app): a lost passkey is not a lock-out.
 */
export const AddedPasskey = Type.Composite([
  Passkey,
  Type.Object({ recoveryCodes: Type.Optional(Type.Array(Type.String())) }),
]);
export type AddedPasskey = Static<typeof AddedPasskey>;

/**
 * The options for the browser's WebAuthn call (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON), passed as they are to @simplewebauthn/browser.
 */
export const WebAuthnOptions = Type.Object({ challenge: Type.String() }, { additionalProperties: true });
// The browser library's own types say exactly what the object holds; the contract only carries it.
export type WebAuthnOptions = Static<typeof WebAuthnOptions> & Record<string, unknown>;

/**
 * Passkeys (WebAuthn): the signed-in admin lists, adds, renames and removes their own; anyone may sign in with one
 * (usernameless: the authenticator says whose key it is). Each ceremony first asks for options (a one-use challenge).
 */
export const passkeysApi = {
  list: endpoint({ method: 'GET', path: '/admin/passkeys', answer: answer(EnvelopeSchema(Type.Array(Passkey))) }),
  registrationOptions: endpoint({
    method: 'POST',
    path: '/admin/passkeys/options',
    answer: answer(EnvelopeSchema(WebAuthnOptions)),
  }),
  register: endpoint({
    method: 'POST',
    path: '/admin/passkeys',
    body: PasskeyRegistrationBody,
    answer: answer(EnvelopeSchema(AddedPasskey)),
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/admin/passkeys/:id',
    params: IdParams,
    body: PasskeyRenameBody,
    answer: answer(EnvelopeSchema(Passkey)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/admin/passkeys/:id', params: IdParams, answer: answer(DoneSchema) }),
  signInOptions: endpoint({
    method: 'POST',
    path: '/admin/signin/passkey/options',
    answer: answer(EnvelopeSchema(WebAuthnOptions)),
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/admin/signin/passkey',
    body: PasskeySignInBody,
    answer: answer(EnvelopeSchema(Admin)),
  }),
};
export type PasskeysApi = typeof passkeysApi;
