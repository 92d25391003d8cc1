import type { Role } from '@backoffice/kernel';

/** The role choices of the user form, most powerful first (a new user starts with none chosen: issue 17). */
export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'superAdmin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

/** What each role may do, said under the role field (the matrix in @backoffice/contracts' roles.ts). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  superAdmin: 'Everything, including adding and removing admins, webhooks and background jobs.',
  admin: 'Edits all content, exports and deletes collected data (leads, candidates…), and keeps API tokens.',
  editor: 'Edits all content; can look at collected data but not export or delete it.',
  viewer: 'Can look at every screen open to it; cannot change anything.',
};

export const roleLabel = (role: string) => ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
