import { ROLES, type Role } from '@backoffice/contracts';
import { isWellFormedEmail, normaliseEmail } from './email-address';
import type { OidcSettings } from './oidc-settings';

/** Why a provider's user may not sign in here; the sign-in screen shows a sentence for each (never the provider's text). */
export type SsoRefusal = 'no-email' | 'unverified-email' | 'domain' | 'groups';

export type SsoAccess =
  | { allowed: true; email: string; role: Role; groups: string[]; firstName: string; lastName: string }
  | { allowed: false; reason: SsoRefusal; email: string | null; groups: string[] };

/** The groups claim as a list of names: an array of strings, or one string (some providers send a single group so). */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((group): group is string => typeof group === 'string').slice(0, 500);
}

/** The highest role the groups map to (ROLES is ordered highest first), else the default role, else null. */
export function roleForGroups(
  settings: Pick<OidcSettings, 'roleMap' | 'defaultRole'>,
  groups: readonly string[],
): Role | null {
  const mapped = new Set(settings.roleMap.filter((entry) => groups.includes(entry.group)).map((entry) => entry.role));
  return ROLES.find((role) => mapped.has(role)) ?? settings.defaultRole;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Whether the provider's user (its ID token and UserInfo claims together) may sign in, and with which role:
 * a verified e-mail address (a provider that does not say is believed: Entra ID sends no `email_verified`), in an
 * allowed domain, in a group that maps to a role (or the default role). Checked on every sign-in, so a user
 * removed from the groups at the provider is refused at the next one.
 */
export function decideSsoAccess(settings: OidcSettings, claims: Record<string, unknown>): SsoAccess {
  const groups = groupsOf(claims, settings.groupsClaim);
  // Entra ID may give the address only as preferred_username (the UPN).
  const raw =
    text(claims.email, 320) ||
    (settings.issuer.includes('microsoftonline') ? text(claims.preferred_username, 320) : '');
  let email = '';
  try {
    email = raw ? normaliseEmail(raw) : '';
  } catch {
    // An address with invisible characters is no address to sign in with.
  }
  if (!email || !isWellFormedEmail(email)) return { allowed: false, reason: 'no-email', email: null, groups };
  if (claims.email_verified === false || claims.email_verified === 'false')
    return { allowed: false, reason: 'unverified-email', email, groups };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain))
    return { allowed: false, reason: 'domain', email, groups };
  const role = roleForGroups(settings, groups);
  if (!role) return { allowed: false, reason: 'groups', email, groups };
  const local = email.slice(0, email.indexOf('@'));
  const firstName = text(claims.given_name, 200) || text(claims.name, 200).split(' ')[0] || local;
  const lastName = text(claims.family_name, 200) || text(claims.name, 200).split(' ').slice(1).join(' ');
  return { allowed: true, email, role, groups, firstName, lastName };
}

/** RFC 8176 methods that are not a password: with a password, or two of them, the sign-in had two factors. */
const SECOND_FACTOR_METHODS = new Set([
  'otp',
  'hwk',
  'swk',
  'sms',
  'tel',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
  'pin',
  'sc',
  'kba',
  'user',
  'geo',
  'pop',
  'wia',
]);

/**
 * Whether the provider says the sign-in had a second factor: `amr` holds `mfa`, or two different methods of
 * which one is not a password (e.g. `pwd` + `otp`), or `acr` is one the settings name as multi-factor.
 */
export function providerCheckedSecondFactor(
  settings: Pick<OidcSettings, 'mfaAcrValues'>,
  claims: Record<string, unknown>,
): boolean {
  const amr = Array.isArray(claims.amr)
    ? claims.amr.filter((method): method is string => typeof method === 'string')
    : [];
  if (amr.includes('mfa')) return true;
  const methods = new Set(amr);
  if (methods.size >= 2 && [...methods].some((method) => SECOND_FACTOR_METHODS.has(method))) return true;
  return typeof claims.acr === 'string' && settings.mfaAcrValues.includes(claims.acr);
}
