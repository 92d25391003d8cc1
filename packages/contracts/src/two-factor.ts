import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema } from './answers';
import { Admin, SECOND_FACTOR_METHODS, type SecondFactorMethod } from './auth';
import { IdParams } from './common';
import { answer, endpoint } from './endpoint';
import { AuthenticationResponse, WebAuthnOptions } from './passkeys';
import { ROLES, type Role } from './roles';

/** How many one-time recovery codes an admin gets (each works once; a new set replaces the old). */
export const RECOVERY_CODE_COUNT = 10;

/** A pending sign-in's ticket (the password step's answer) with what proves the second factor. */
export const TicketField = Type.String({ minLength: 1, maxLength: 200 });
/** An authenticator's 6-digit code; spaces are allowed (apps show "123 456"). */
export const TotpCodeField = Type.String({ minLength: 1, maxLength: 20 });
/** A recovery code as shown (`abcd-efgh-jkmn-pqrs`); case, spaces and dashes do not matter. */
export const RecoveryCodeField = Type.String({ minLength: 1, maxLength: 64 });

export const SecondStepCodeBody = Type.Object(
  { ticket: TicketField, code: TotpCodeField },
  { additionalProperties: false },
);
export type SecondStepCodeBody = Static<typeof SecondStepCodeBody>;
export const SecondStepRecoveryBody = Type.Object(
  { ticket: TicketField, code: RecoveryCodeField },
  { additionalProperties: false },
);
export const TicketBody = Type.Object({ ticket: TicketField }, { additionalProperties: false });
/** The second step with a passkey: the ticket and the browser's answer to the options given for that ticket. */
export const SecondStepPasskeyBody = Type.Object(
  { ticket: TicketField, response: AuthenticationResponse },
  { additionalProperties: false },
);
export type SecondStepPasskeyBody = Static<typeof SecondStepPasskeyBody>;

/** A new authenticator secret, shown once while setting it up: as text, as an otpauth:// address and as a QR code. */
export const TotpSetup = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** A PNG data: URL of the QR code of `otpauthUrl`. */
  qrDataUrl: Type.String(),
});
export type TotpSetup = Static<typeof TotpSetup>;

/** Recovery codes, shown once (only their hashes are kept). */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** Enrolment finished during sign-in: the admin is signed in and sees the recovery codes once. */
export const EnrolledSignIn = Type.Object({ admin: Admin, recoveryCodes: Type.Array(Type.String()) });
export type EnrolledSignIn = Static<typeof EnrolledSignIn>;

/** The signed-in admin's second factors. */
export const TwoFactorStatus = Type.Object({
  /** An authenticator app is set up (and confirmed). */
  totp: Type.Boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: Type.Integer(),
  /** Every method that can finish a sign-in now. */
  methods: Type.Array(Type.Unsafe<SecondFactorMethod>({ enum: [...SECOND_FACTOR_METHODS] })),
  /** The admin's role requires a second factor (it cannot then be turned off). */
  required: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const ConfirmCodeBody = Type.Object({ code: TotpCodeField }, { additionalProperties: false });
/** Proof it is the admin (turning a factor off, new recovery codes): the password, or a current or recovery code. */
export const ProofBody = Type.Object(
  { password: Type.Optional(Type.String({ maxLength: 1024 })), code: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type ProofBody = Static<typeof ProofBody>;

/** Which roles must sign in with a second factor. */
export const RoleRequirements = Type.Object({
  roles: Type.Object({
    superAdmin: Type.Boolean(),
    admin: Type.Boolean(),
    editor: Type.Boolean(),
    viewer: Type.Boolean(),
  }),
});
export type RoleRequirements = Static<typeof RoleRequirements> & { roles: Record<Role, boolean> };
export const RoleRequirementBody = Type.Object(
  { role: Type.Unsafe<Role>({ enum: [...ROLES] }), required: Type.Boolean() },
  { additionalProperties: false },
);
export type RoleRequirementBody = Static<typeof RoleRequirementBody>;

/**
 * Two-factor sign-in (issue 39): the second step of a sign-in, one route per method; the own account's
 * authenticator and recovery codes; super admins' role requirements and factor resets.
 */
export const twoFactorApi = {
  signInTotp: endpoint({
    method: 'POST',
    path: '/admin/signin/totp',
    body: SecondStepCodeBody,
    answer: answer(EnvelopeSchema(Admin)),
  }),
  signInRecovery: endpoint({
    method: 'POST',
    path: '/admin/signin/recovery',
    body: SecondStepRecoveryBody,
    answer: answer(EnvelopeSchema(Admin)),
  }),
  /** Options for `navigator.credentials.get()` listing the ticket's admin's own passkeys (a one-use challenge). */
  signInPasskeyOptions: endpoint({
    method: 'POST',
    path: '/admin/signin/passkey-factor/options',
    body: TicketBody,
    answer: answer(EnvelopeSchema(WebAuthnOptions)),
  }),
  signInPasskey: endpoint({
    method: 'POST',
    path: '/admin/signin/passkey-factor',
    body: SecondStepPasskeyBody,
    answer: answer(EnvelopeSchema(Admin)),
  }),
  signInEnrolTotp: endpoint({
    method: 'POST',
    path: '/admin/signin/enrol/totp',
    body: TicketBody,
    answer: answer(EnvelopeSchema(TotpSetup)),
  }),
  signInEnrolTotpConfirm: endpoint({
    method: 'POST',
    path: '/admin/signin/enrol/totp/confirm',
    body: SecondStepCodeBody,
    answer: answer(EnvelopeSchema(EnrolledSignIn)),
  }),

  status: endpoint({ method: 'GET', path: '/admin/two-factor', answer: answer(EnvelopeSchema(TwoFactorStatus)) }),
  totpSetup: endpoint({
    method: 'POST',
    path: '/admin/two-factor/totp/setup',
    answer: answer(EnvelopeSchema(TotpSetup)),
  }),
  totpConfirm: endpoint({
    method: 'POST',
    path: '/admin/two-factor/totp/confirm',
    body: ConfirmCodeBody,
    answer: answer(EnvelopeSchema(RecoveryCodes)),
  }),
  totpDisable: endpoint({
    method: 'POST',
    path: '/admin/two-factor/totp/disable',
    body: ProofBody,
    answer: answer(DoneSchema),
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/admin/two-factor/recovery-codes',
    body: ProofBody,
    answer: answer(EnvelopeSchema(RecoveryCodes)),
  }),

  roles: endpoint({ method: 'GET', path: '/admin/two-factor/roles', answer: answer(EnvelopeSchema(RoleRequirements)) }),
  setRole: endpoint({
    method: 'POST',
    path: '/admin/two-factor/roles',
    body: RoleRequirementBody,
    answer: answer(EnvelopeSchema(RoleRequirements)),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/admin/two-factor/reset/:id',
    params: IdParams,
    answer: answer(DoneSchema),
  }),
};
export type TwoFactorApi = typeof twoFactorApi;
