import { Api, inject, injectable, type ApiClient, type Role } from '@backoffice/kernel';
import type {
  Admin,
  AuthApi,
  ProofBody,
  RecoveryCodes,
  SessionsApi,
  SessionSummary,
  TotpSetup,
  TwoFactorApi,
  TwoFactorStatus,
  UsersApi,
} from '@backoffice/contracts';

/** The signed-in admin as `GET /admin/profile` answers; `profilePic` is the spec's older name of `pfp`. */
export type Profile = Admin & { profilePic?: string | null };

export interface ProfileChange {
  FName: string;
  LName: string;
  email: string;
  role: Role;
  /** Blank keeps the current password. */
  password: string;
  /** Asked for by the server to change the password or the e-mail. */
  currentPassword: string;
  /** A new picture, or null. */
  picture: File | null;
  removePicture: boolean;
  updatedAt?: string;
}

/** The own-profile calls: load, then `PUT /admin/update/{id}` as multipart (answer `data.pfp`). */
@injectable()
export class ProfileApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async load(): Promise<Profile> {
    return this.api.get<AuthApi['profile']>('/admin/profile');
  }

  /** The own live sessions (`GET /sessions`), this device's marked `current`. */
  async sessions(): Promise<SessionSummary[]> {
    return this.api.get<SessionsApi['mine']>('/sessions');
  }

  /** Ends one own session (`DELETE /sessions/{id}`); ending this device's signs it out. */
  async endSession(id: string): Promise<void> {
    await this.api.delete<SessionsApi['endMine']>(`/sessions/${encodeURIComponent(id)}`);
  }

  /** Ends every own session but this device's (`DELETE /sessions`); answers how many ended. */
  async endOtherSessions(): Promise<number> {
    return (await this.api.delete<SessionsApi['endOthers']>('/sessions')).ended;
  }

  async save(id: string, change: ProfileChange): Promise<Profile> {
    return this.api.upload<UsersApi['update']>('PUT', `/admin/update/${encodeURIComponent(id)}`, {
      FName: change.FName,
      LName: change.LName,
      email: change.email,
      role: change.role,
      password: change.password || undefined,
      currentPassword: change.currentPassword || undefined,
      profilePic: change.picture ?? undefined,
      removePfp: change.removePicture && !change.picture ? 'true' : undefined,
      updatedAt: change.updatedAt || undefined,
    });
  }

  /** The own second factors (issue 39). */
  async twoFactorStatus(): Promise<TwoFactorStatus> {
    return this.api.get<TwoFactorApi['status']>('/admin/two-factor');
  }

  async startTotpSetup(): Promise<TotpSetup> {
    return this.api.post<TwoFactorApi['totpSetup']>('/admin/two-factor/totp/setup');
  }

  async confirmTotp(code: string): Promise<RecoveryCodes> {
    return this.api.post<TwoFactorApi['totpConfirm']>('/admin/two-factor/totp/confirm', { code });
  }

  async disableTotp(proof: ProofBody): Promise<void> {
    await this.api.post<TwoFactorApi['totpDisable']>('/admin/two-factor/totp/disable', proof);
  }

  async renewRecoveryCodes(proof: ProofBody): Promise<RecoveryCodes> {
    return this.api.post<TwoFactorApi['recoveryCodes']>('/admin/two-factor/recovery-codes', proof);
  }
}
