import type { Role } from '@backoffice/kernel';

/** The role choices of the user form, default first (admin spec §6: superAdmin is the default). */
export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'superAdmin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

export const roleLabel = (role: string) => ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;

export const MIN_PASSWORD_LENGTH = 8;
