/**
 * The role matrix lives in `@backoffice/contracts`, one copy for the server and the screens. Routes ask for a
 * permission (never a role); the profile answer sends the admin's permissions.
 */
export { ROLES, PERMISSIONS, isRole, permissionsFor, roleCan, type Permission, type Role } from '@backoffice/contracts';
