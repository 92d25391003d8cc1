import { Type } from '@sinclair/typebox';
import { endpoint, redirectAnswer } from './endpoint';

/**
 * Why a single sign-on was refused or failed: the callback sends the browser to `/?sso=<code>` and the sign-in
 * screen shows the sentence for it (never text from the address bar, which anyone could write).
 */
export const SSO_OUTCOMES = [
  'signed-in',
  'domain',
  'groups',
  'no-email',
  'unverified-email',
  'second-factor',
  'provider',
  'expired',
  'failed',
] as const;
export type SsoOutcome = (typeof SSO_OUTCOMES)[number];

export const SsoCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 1024 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: true },
);

/** Single sign-on with OpenID Connect (only registered when OIDC_ISSUER is set). */
export const ssoApi = {
  start: endpoint({
    method: 'GET',
    path: '/auth/oidc/start',
    answer: redirectAnswer('To the identity provider, with a fresh state, nonce and PKCE challenge.'),
  }),
  callback: endpoint({
    method: 'GET',
    path: '/auth/oidc/callback',
    query: SsoCallbackQuery,
    answer: redirectAnswer(
      'Back to the app: `/?sso=signed-in` with the session cookie set, or `/?sso=<reason>` when refused (domain, groups, no-email, unverified-email, second-factor, provider, expired, failed).',
    ),
  }),
};
export type SsoApi = typeof ssoApi;
