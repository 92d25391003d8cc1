/**
 * The role matrix, in one place for both sides. Routes ask for a permission (never a role);
 * the profile answer sends the admin's permissions so the screens hide what the role cannot do.
 *
 * | permission     | viewer | editor | admin | superAdmin |
 * | read           |   ✓    |   ✓    |   ✓   |     ✓      |
 * | content:write  |        |   ✓    |   ✓   |     ✓      |   save content (an editor's saves are drafts)
 * | content:publish|        |        |   ✓   |     ✓      |   publish, unpublish, schedule (docs/editorial-workflow.md)
 * | data:manage    |        |        |   ✓   |     ✓      |   delete and export collected data
 * | users:manage   |        |        |       |     ✓      |   add, edit, delete admins
 * | tokens:manage  |        |        |   ✓   |     ✓      |   API tokens: admins their own, super admins anyone's
 * | webhooks:manage|        |        |       |     ✓      |   webhook endpoints, their deliveries, background jobs
 */
export const ROLES = ['superAdmin', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'read',
  'content:write',
  'content:publish',
  'data:manage',
  'users:manage',
  'tokens:manage',
  'webhooks:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<Role, readonly Permission[]> = {
  viewer: ['read'],
  editor: ['read', 'content:write'],
  admin: ['read', 'content:write', 'content:publish', 'data:manage', 'tokens:manage'],
  // Every permission there is.
  superAdmin: PERMISSIONS,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function permissionsFor(role: Role): Permission[] {
  return [...(MATRIX[role] ?? [])];
}

export function roleCan(role: Role, permission: Permission): boolean {
  return (MATRIX[role] ?? []).includes(permission);
}

/** Client addresses (the activity log, a record's history, their export) are personal data: super admins only. */
export function seesClientAddresses(role: Role): boolean {
  return role === 'superAdmin';
}
