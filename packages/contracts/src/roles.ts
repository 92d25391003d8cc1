/**
 * The role matrix, in one place for both sides (admin spec §4). Routes ask for a permission (never a role);
 * the profile answer sends the admin's permissions so the screens hide what the role cannot do.
 *
 * | permission     | viewer | editor | admin | superAdmin |
 * | read           |   ✓    |   ✓    |   ✓   |     ✓      |
 * | content:write  |        |   ✓    |   ✓   |     ✓      |
 * | data:manage    |        |        |   ✓   |     ✓      |   delete and export collected data
 * | users:manage   |        |        |       |     ✓      |   add, edit, delete admins
 */
export const ROLES = ['superAdmin', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['read', 'content:write', 'data:manage', 'users:manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<Role, readonly Permission[]> = {
  viewer: ['read'],
  editor: ['read', 'content:write'],
  admin: ['read', 'content:write', 'data:manage'],
  superAdmin: ['read', 'content:write', 'data:manage', 'users:manage'],
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
