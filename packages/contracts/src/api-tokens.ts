import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { IdParams, RequiredText } from './common';
import { answer, endpoint } from './endpoint';
import { PERMISSIONS, permissionsFor, ROLES, type Permission, type Role } from './roles';

/**
 * API tokens (issue 39): named secrets a script or CI job sends as `Authorization: Bearer <token>`. A token holds
 * a role, or narrower scopes; what it may do is also capped by its owner's role at the time of each request.
 */

/** Every token starts with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = 'bo_';
/** The latest expiry a new token may have, in days from now (as GitHub's fine-grained tokens). */
export const API_TOKEN_MAX_DAYS = 366;

/** The narrower grants: read everything, write site content, manage collected data. */
export const API_TOKEN_SCOPES = ['read', 'content', 'collected-data'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What each scope allows, in the role matrix's permissions (a writing scope reads too: a script looks before it writes). */
const SCOPE_PERMISSIONS: Record<ApiTokenScope, readonly Permission[]> = {
  read: ['read'],
  content: ['read', 'content:write', 'content:publish'],
  'collected-data': ['read', 'data:manage'],
};

/** A token's grant as stored: a role, or scopes (one of the two). */
export interface ApiTokenGrant {
  role: Role | null;
  scopes: readonly ApiTokenScope[];
}

/**
 * What a token may do: its role's or its scopes' permissions, within its owner's role, and never manage tokens
 * (a leaked token must not be able to mint others that outlive its revocation).
 */
export function apiTokenPermissions(grant: ApiTokenGrant, ownerRole: Role): Permission[] {
  const granted = new Set<Permission>(
    grant.role ? permissionsFor(grant.role) : grant.scopes.flatMap((scope) => SCOPE_PERMISSIONS[scope] ?? []),
  );
  const owner = new Set(permissionsFor(ownerRole));
  return PERMISSIONS.filter(
    (permission) => permission !== 'tokens:manage' && granted.has(permission) && owner.has(permission),
  );
}

/** Whether a grant stays within a role (what an admin may give a token: nothing their own role lacks). */
export function grantWithin(grant: ApiTokenGrant, role: Role): boolean {
  const allowed = new Set(permissionsFor(role));
  const wanted = grant.role
    ? permissionsFor(grant.role)
    : grant.scopes.flatMap((scope) => SCOPE_PERMISSIONS[scope] ?? []);
  return wanted.every((permission) => permission === 'tokens:manage' || allowed.has(permission));
}

/** The least role holding every one of these permissions (what a token counts as where a role is asked). */
export function leastRoleWith(permissions: readonly Permission[]): Role {
  const fromLeast = [...ROLES].reverse();
  return (
    fromLeast.find((role) =>
      permissions.every((permission) => permission === 'tokens:manage' || permissionsFor(role).includes(permission)),
    ) ?? 'superAdmin'
  );
}

const ScopeField = Type.Unsafe<ApiTokenScope>({ type: 'string', enum: [...API_TOKEN_SCOPES] });
const RoleValue = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] });

/** A token as listed: never its secret (only its first characters, to recognise it). */
export const ApiToken = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** The token's first characters (`bo_` and a few more), to tell which one was found in a log or a leak. */
  prefix: Type.String(),
  owner: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  role: Nullable(RoleValue),
  scopes: Type.Array(ScopeField),
  /** What it may do now (its grant within its owner's current role). */
  permissions: Type.Array(Type.Unsafe<Permission>({ type: 'string', enum: [...PERMISSIONS] })),
  expiresAt: Type.String(),
  expired: Type.Boolean(),
  /** When it was last used (to the minute), or null when never. */
  lastUsedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Who created it (a super admin may create one for someone else), or null when that admin is gone. */
  createdBy: Nullable(Type.String()),
});
export type ApiToken = Static<typeof ApiToken>;

/** The create answer: the token with its secret, shown this once (only a SHA-256 of it is kept). */
export const NewApiToken = Type.Object({ ...ApiToken.properties, token: Type.String() });
export type NewApiToken = Static<typeof NewApiToken>;

export const ApiTokenBody = Type.Object(
  {
    name: RequiredText(100),
    /** A role (its permissions, within the owner's role) ... */
    role: Type.Optional(RoleValue),
    /** ... or narrower scopes; one of the two. */
    scopes: Type.Optional(
      Type.Array(ScopeField, { minItems: 1, maxItems: API_TOKEN_SCOPES.length, uniqueItems: true }),
    ),
    /** When it stops working (RFC 3339), at most API_TOKEN_MAX_DAYS ahead. */
    expiresAt: Type.String({ format: 'date-time' }),
    /** Whose token it is: super admins may name anyone; by default, and for an admin always, the caller. */
    ownerId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type ApiTokenBody = Static<typeof ApiTokenBody>;

/** `/api/tokens` (issue 39): list, create (the secret is answered once), revoke. Sessions only: a token cannot manage tokens. */
export const apiTokensApi = {
  list: endpoint({ method: 'GET', path: '/tokens', answer: answer(EnvelopeSchema(Type.Array(ApiToken))) }),
  create: endpoint({
    method: 'POST',
    path: '/tokens',
    body: ApiTokenBody,
    answer: answer(EnvelopeSchema(NewApiToken)),
  }),
  revoke: endpoint({ method: 'DELETE', path: '/tokens/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type ApiTokensApi = typeof apiTokensApi;
