import type { Role } from '@backoffice/kernel';
import type { ApiTokenScope } from './api';

/** The scopes as the screen names them, narrowest first, with what each lets a token do. */
export const SCOPE_OPTIONS: Array<{ value: ApiTokenScope; label: string; help: string }> = [
  { value: 'read', label: 'Read only', help: 'Reads every screen’s data; writes nothing.' },
  { value: 'content', label: 'Content', help: 'Reads, and creates, edits and deletes site content.' },
  { value: 'collected-data', label: 'Collected data', help: 'Reads, and deletes and exports collected data.' },
];

/** Roles a token may hold, most powerful first. */
export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'superAdmin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

export const scopeLabel = (scope: string) => SCOPE_OPTIONS.find((option) => option.value === scope)?.label ?? scope;
export const roleLabel = (role: string) => ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;

/** Roles at or below this one (what a token of its owner may hold). */
export function rolesWithin(role: string): Array<{ value: Role; label: string }> {
  const index = ROLE_OPTIONS.findIndex((option) => option.value === role);
  return index < 0 ? [] : ROLE_OPTIONS.slice(index);
}

/** Scopes a role can grant: content needs content:write, collected data needs data:manage. */
export function scopesWithin(role: string): ApiTokenScope[] {
  if (role === 'superAdmin' || role === 'admin') return ['read', 'content', 'collected-data'];
  if (role === 'editor') return ['read', 'content'];
  return ['read'];
}
