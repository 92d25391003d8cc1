import { Api, inject, injectable, type ApiClient, type Role } from '@backoffice/kernel';
import type { Admin, AuthApi, UsersApi } from '@backoffice/contracts';

/** The signed-in admin as `GET /admin/profile` answers (admin spec §7); `profilePic` is the spec's older name of `pfp`. */
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
}
