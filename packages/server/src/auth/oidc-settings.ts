import { ROLES, type Role } from '@backoffice/contracts';

/** Single sign-on with an OpenID Connect provider, from the OIDC_* variables (docs/operating.md "Single sign-on"). */
export interface OidcSettings {
  /** The provider's issuer (OIDC_ISSUER), e.g. https://accounts.google.com; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  /** Null: a public client (PKCE only, no secret). */
  clientSecret: string | null;
  /** E-mail domains allowed to sign in (OIDC_ALLOWED_DOMAINS, lower case); empty: any domain. */
  allowedDomains: string[];
  /** Provider group → role (OIDC_ROLE_MAP); a user in several gets the highest. */
  roleMap: Array<{ group: string; role: Role }>;
  /** The role of a user in no mapped group (OIDC_DEFAULT_ROLE); null refuses such a user. */
  defaultRole: Role | null;
  /** The claim holding the groups (OIDC_GROUPS_CLAIM, default `groups`; Entra app roles: `roles`). */
  groupsClaim: string;
  /** Scopes asked for (OIDC_SCOPES, default `openid email profile`). */
  scopes: string;
  /** The button's name: "Sign in with <displayName>" (OIDC_DISPLAY_NAME, default `SSO`). */
  displayName: string;
  /** Accounts linked to the provider may not sign in with a password (OIDC_DISABLE_PASSWORD_SIGNIN). */
  disablePasswordSignIn: boolean;
  /**
   * For a role that requires a second factor, the ID token must show the provider checked one (its `amr`, or an
   * `acr` among OIDC_MFA_ACR_VALUES); OIDC_TRUST_PROVIDER_MFA turns the check off (the provider enforces it).
   */
  trustProviderMfa: boolean;
  /** `acr` values that mean multi-factor at this provider (OIDC_MFA_ACR_VALUES, comma-separated), e.g. Keycloak's level. */
  mfaAcrValues: string[];
}

/** "super admin", "Super-Admin", "superAdmin", "super_admin" → superAdmin; null for an unknown name. */
export function roleNamed(text: string): Role | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return ROLES.find((role) => role.toLowerCase() === key) ?? null;
}

/**
 * OIDC_ROLE_MAP: `group:role` pairs separated by commas (`admins:super admin,editors:admin`; a group name may hold
 * colons, the last one separates the role), or a JSON object (`{"admins": "superAdmin"}`) for group names with commas.
 */
export function parseRoleMap(value: string | undefined): Array<{ group: string; role: Role }> {
  const text = (value ?? '').trim();
  if (!text) return [];
  const pairs: Array<[string, unknown]> = [];
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(
        'OIDC_ROLE_MAP starts with "{" but is not valid JSON: write {"group": "role", ...} or group:role,group:role',
      );
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('OIDC_ROLE_MAP as JSON must be an object of group → role');
    pairs.push(...Object.entries(parsed));
  } else {
    for (const entry of text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const at = entry.lastIndexOf(':');
      if (at <= 0) throw new Error(`OIDC_ROLE_MAP must look like "admins:superAdmin,editors:editor" (got "${entry}")`);
      pairs.push([entry.slice(0, at).trim(), entry.slice(at + 1)]);
    }
  }
  return pairs.map(([group, name]) => {
    const role = typeof name === 'string' ? roleNamed(name) : null;
    if (!group || !role)
      throw new Error(`OIDC_ROLE_MAP: "${String(name)}" for group "${group}" is not a role (${ROLES.join(', ')})`);
    return { group, role };
  });
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** The OIDC_* variables; null when OIDC_ISSUER is not set (single sign-on off). Misconfiguration stops the start with the reason. */
export function readOidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) {
    const stray = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_MAP'].find((name) => env[name]?.trim());
    if (stray)
      throw new Error(
        `${stray} is set but OIDC_ISSUER is not: set the provider's issuer address to turn single sign-on on`,
      );
    return null;
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(
      `OIDC_ISSUER must be the provider's https address, e.g. https://accounts.google.com (got "${issuer}")`,
    );
  }
  // Plain http only on this machine (a provider started for tests or development); never across a network.
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`OIDC_ISSUER must start with https:// (plain http only for localhost) (got "${issuer}")`);
  }
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId)
    throw new Error('OIDC_ISSUER is set but OIDC_CLIENT_ID is not: set the client id registered at the provider');
  const defaultRoleText = env.OIDC_DEFAULT_ROLE?.trim();
  const defaultRole = defaultRoleText ? roleNamed(defaultRoleText) : null;
  if (defaultRoleText && !defaultRole)
    throw new Error(`OIDC_DEFAULT_ROLE must be a role (${ROLES.join(', ')}) (got "${defaultRoleText}")`);
  const roleMap = parseRoleMap(env.OIDC_ROLE_MAP);
  if (roleMap.length === 0 && !defaultRole)
    throw new Error(
      'Single sign-on needs OIDC_ROLE_MAP (group → role) or OIDC_DEFAULT_ROLE: otherwise nobody could be given a role',
    );
  const allowedDomains = (env.OIDC_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  for (const domain of allowedDomains) {
    if (!/^[a-z0-9.-]+\.[a-z0-9-]+$/.test(domain))
      throw new Error(`OIDC_ALLOWED_DOMAINS must hold domains such as example.com (got "${domain}")`);
  }
  const displayName = env.OIDC_DISPLAY_NAME?.trim().slice(0, 60) || 'SSO';
  return {
    // As written: the provider's discovery document must name exactly this issuer.
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || null,
    allowedDomains,
    roleMap,
    defaultRole,
    groupsClaim: env.OIDC_GROUPS_CLAIM?.trim() || 'groups',
    scopes: env.OIDC_SCOPES?.trim() || 'openid email profile',
    displayName,
    disablePasswordSignIn: flag(env.OIDC_DISABLE_PASSWORD_SIGNIN),
    trustProviderMfa: flag(env.OIDC_TRUST_PROVIDER_MFA),
    mfaAcrValues: (env.OIDC_MFA_ACR_VALUES ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  };
}
