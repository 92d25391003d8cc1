import type { Role } from '@backoffice/kernel';

/** The role choices of the user form, most powerful first (a new user starts with none chosen: issue 17). */
export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'superAdmin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

export const roleLabel = (role: string) => ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
