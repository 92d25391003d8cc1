import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type {
  Admin,
  AdminInput,
  Role,
  SessionsApi,
  SessionSummary,
  TwoFactorApi,
  UsersApi as Calls,
} from '@backoffice/contracts';

/** An admin as `GET /admin/get` lists them; the password never comes back. */
export type AdminUser = Admin;
/** What the form sends; a blank password keeps the current one. */
export type AdminUserInput = AdminInput;

/** The user-management calls of the original product's API. */
@injectable()
export class UsersApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<AdminUser[]> {
    return (await this.api.get<Calls['list']>('/admin/get')).data;
  }

  async add(input: AdminUserInput): Promise<void> {
    await this.api.post<Calls['add']>('/admin/signup', input);
  }

  async update(id: string, input: AdminUserInput): Promise<void> {
    await this.api.put<Calls['update']>(`/admin/update/${encodeURIComponent(id)}`, input);
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/admin/delete/${encodeURIComponent(id)}`);
  }

  /** An admin's live sessions (super admins: `GET /admin/{id}/sessions`). */
  async sessions(id: string): Promise<SessionSummary[]> {
    return this.api.get<SessionsApi['ofAdmin']>(`/admin/${encodeURIComponent(id)}/sessions`);
  }

  /** Ends all of an admin's sessions at once (`DELETE /admin/{id}/sessions`); answers how many ended. */
  async endAllSessions(id: string): Promise<number> {
    return (await this.api.delete<SessionsApi['endAllOfAdmin']>(`/admin/${encodeURIComponent(id)}/sessions`)).ended;
  }

  /** Removes every second factor of an admin (super admins; logged): they sign in with the password and set one up again. */
  async resetTwoFactor(id: string): Promise<void> {
    await this.api.post<TwoFactorApi['reset']>(`/admin/two-factor/reset/${encodeURIComponent(id)}`);
  }

  /** Which roles must sign in with a second factor. */
  async twoFactorRoles(): Promise<Record<Role, boolean>> {
    return (await this.api.get<TwoFactorApi['roles']>('/admin/two-factor/roles')).roles;
  }

  async setTwoFactorRole(role: Role, required: boolean): Promise<Record<Role, boolean>> {
    return (await this.api.post<TwoFactorApi['setRole']>('/admin/two-factor/roles', { role, required })).roles;
  }
}
