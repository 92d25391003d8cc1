import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { Admin, AdminInput, UsersApi as Calls } from '@backoffice/contracts';

/** An admin as `GET /admin/get` lists them (admin spec §3); the password never comes back. */
export type AdminUser = Admin;
/** What the form sends (admin spec §2 Add/Edit user maps firstName → FName...); a blank password keeps the current one. */
export type AdminUserInput = AdminInput;

/** The user-management calls of admin spec §7. */
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
}
