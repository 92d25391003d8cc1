import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { ApiToken, ApiTokenBody, ApiTokensApi as Calls, NewApiToken, UsersApi } from '@backoffice/contracts';

export type { ApiToken, ApiTokenBody, ApiTokenScope, NewApiToken } from '@backoffice/contracts';

/** Someone a super admin may create a token for. */
export interface TokenOwner {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** `/api/tokens` (list, create, revoke) and, for super admins choosing an owner, the admins list. */
@injectable()
export class ApiTokensApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  list(): Promise<ApiToken[]> {
    return this.api.get<Calls['list']>('/tokens');
  }

  /** Answers the token with its secret, which is never shown again. */
  create(body: ApiTokenBody): Promise<NewApiToken> {
    return this.api.post<Calls['create']>('/tokens', body);
  }

  async revoke(id: string): Promise<void> {
    await this.api.delete<Calls['revoke']>(`/tokens/${encodeURIComponent(id)}`);
  }

  async owners(): Promise<TokenOwner[]> {
    const { data } = await this.api.get<UsersApi['list']>('/admin/get');
    return data.map((admin) => ({
      id: admin._id,
      name: `${admin.FName} ${admin.LName}`.trim() || admin.email,
      email: admin.email,
      role: admin.role,
    }));
  }
}
