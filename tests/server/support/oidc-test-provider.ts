import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person at the test identity provider: their e-mail and groups (changed between sign-ins to play an admin's edits there). */
export interface ProviderAccount {
  id: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
  groups: string[];
  /** The authentication methods the provider says it checked (the ID token's `amr`, RFC 8176), e.g. ['pwd', 'otp']. */
  amr?: string[];
  /** The ID token's `acr` (the assurance level the provider names). */
  acr?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  /** Who signs in at the provider's login step next; `refuse` makes the provider answer access_denied. */
  signInAs(accountId: string | 'refuse'): void;
  /**
   * Plays a browser at the provider: follows the authorization address through the login step (the account chosen
   * with `signInAs`) back to the app's redirect URI, which is returned (with code and state, or an error).
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free loopback port, with one confidential test
 * client and its own login step (no page: the next account is chosen by the test). Consent is granted at once.
 */
export async function startTestProvider(options: { redirectUri: string }): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let next: string = 'refuse';
  const clientId = 'backoffice-test';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // acr and amr with the openid scope: oidc-provider leaves out of the ID token what the scopes here do not name.
    claims: {
      openid: ['sub', 'acr', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    cookies: { keys: ['test-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          const [given, ...family] = (account.name ?? '').split(' ');
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            name: account.name,
            given_name: given || undefined,
            family_name: family.join(' ') || undefined,
            groups: account.groups,
          };
        },
      };
    },
    // A first-party client: every scope asked for is granted without a consent step.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const existing = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return callback(request, response);
    void (async () => {
      try {
        if (next === 'refuse') {
          await provider.interactionFinished(
            request,
            response,
            { error: 'access_denied', error_description: 'The user is not assigned to this application' },
            { mergeWithLastSubmission: false },
          );
        } else {
          const account = accounts.get(next);
          await provider.interactionFinished(
            request,
            response,
            {
              login: {
                accountId: next,
                ...(account?.amr ? { amr: account.amr } : {}),
                ...(account?.acr ? { acr: account.acr } : {}),
              },
            },
            { mergeWithLastSubmission: false },
          );
        }
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
    })();
  });

  async function authorize(authorizationUrl: string): Promise<URL> {
    // A fresh browser each time: no provider session carries over from the previous sign-in.
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) return url;
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(
          `The provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`,
        );
      url = new URL(location, url);
    }
    throw new Error('Too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs: (accountId) => {
      next = accountId;
    },
    authorize,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
