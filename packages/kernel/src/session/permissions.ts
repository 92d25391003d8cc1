/**
 * What a role may do. The server owns the matrix (`packages/server/src/auth/permissions.ts`) and sends
 * the signed-in admin's permissions with the profile; screens ask for a permission, never for a role.
 */
export type Permission = 'read' | 'content:write' | 'data:manage' | 'users:manage';

export type Role = 'superAdmin' | 'admin' | 'editor' | 'viewer';

export const ROLES: readonly Role[] = ['superAdmin', 'admin', 'editor', 'viewer'];
