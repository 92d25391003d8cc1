/**
 * What a role may do. The matrix lives in `@backoffice/contracts` (one copy for both sides); the server sends
 * the signed-in admin's permissions with the profile, and screens ask for a permission, never for a role.
 */
export { ROLES, PERMISSIONS, type Permission, type Role } from '@backoffice/contracts';
