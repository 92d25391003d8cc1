import { Http, inject, injectable, type HttpClient, type Role } from '@backoffice/kernel';

/** An admin as `GET /admin/get` lists them (admin spec §3); the password never comes back. */
export interface AdminUser {
  _id: string;
  FName: string;
  LName: string;
  email: string;
  role: Role;
  pfp?: string | null;
  createdAt: string;
  updatedAt?: string;
}

/** What the form sends (the spec maps firstName → FName...); a blank password keeps the current one. */
export interface AdminUserInput {
  FName: string;
  LName: string;
  email: string;
  role: Role;
  password?: string;
  updatedAt?: string;
}

interface ListAnswer {
  data?: { data?: AdminUser[] } | AdminUser[];
}

/** The user-management calls of admin spec §7. */
@injectable()
export class UsersApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<AdminUser[]> {
    const body = (await this.http.get<ListAnswer>('/admin/get')).data?.data;
    return Array.isArray(body) ? body : (body?.data ?? []);
  }

  async add(input: AdminUserInput): Promise<void> {
    await this.http.post('/admin/signup', input);
  }

  async update(id: string, input: AdminUserInput): Promise<void> {
    await this.http.put(`/admin/update/${encodeURIComponent(id)}`, input);
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/admin/delete/${encodeURIComponent(id)}`);
  }
}
