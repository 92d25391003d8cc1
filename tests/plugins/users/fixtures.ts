import { permissionsFor, type Admin } from '@backoffice/contracts';
import { sampleAdmin } from '../../support/fake-api';

/** An admin as the user list answers one: the sample admin with `overrides`, holding its role's permissions. */
export function adminFixture(overrides: Partial<Admin> = {}): Admin {
  const role = overrides.role ?? sampleAdmin.role;
  return { ...sampleAdmin, pfp: null, permissions: permissionsFor(role), ...overrides };
}
