import * as client from 'openid-client';
import type { OidcSettings } from './oidc-settings';

/** What the browser's sign-in keeps between the redirect to the provider and its answer. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider said no itself (the user cancelled, or is not assigned to the application there). */
export class ProviderRefusal extends Error {
  constructor(readonly code: string) {
    super(`The identity provider answered ${code}`);
  }
}

/**
 * The relying party's side of the authorization code flow with PKCE, state and nonce (openid-client). The
 * provider's discovery document is read on first use and kept; a failed read is tried again next time.
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const insecure = issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {};
      this.configuration = client
        .discovery(
          new URL(issuer),
          clientId,
          clientSecret ?? undefined,
          clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
          { timeout: 10, ...insecure },
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  /** A fresh state, nonce and PKCE verifier for one sign-in, and the provider's address to send the browser to. */
  async start(redirectUri: string): Promise<{ url: URL; pending: PendingLogin }> {
    const config = await this.config();
    const pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, pending };
  }

  /**
   * The provider's answer at the callback: exchanges the code (checking state, nonce and the PKCE verifier) and
   * returns the ID token's claims with the UserInfo claims over them (groups and e-mail are often only there).
   */
  async finish(callbackUrl: URL, redirectUri: string, pending: PendingLogin): Promise<Record<string, unknown>> {
    const refused = callbackUrl.searchParams.get('error');
    if (refused) throw new ProviderRefusal(refused.slice(0, 80));
    const config = await this.config();
    // The callback is checked against the address registered at the provider, whatever Host the request came with.
    const current = new URL(redirectUri);
    current.search = callbackUrl.search;
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    if (config.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
      Object.assign(claims, userInfo, { sub: claims.sub, iss: claims.iss });
    }
    return claims;
  }
}
