import { Http, inject, injectable, type HttpClient, type Role } from '@backoffice/kernel';

/** The signed-in admin as `GET /admin/profile` answers (admin spec §7). */
export interface Profile {
  _id: string;
  FName: string;
  LName: string;
  email: string;
  role: Role;
  pfp?: string | null;
  profilePic?: string | null;
  updatedAt?: string;
}

export interface ProfileChange {
  FName: string;
  LName: string;
  email: string;
  role: Role;
  /** Blank keeps the current password. */
  password: string;
  /** A new picture, or null. */
  picture: File | null;
  removePicture: boolean;
  updatedAt?: string;
}

/** The own-profile calls: load, then `PUT /admin/update/{id}` as multipart (answer `data.pfp`). */
@injectable()
export class ProfileApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async load(): Promise<Profile> {
    const response = await this.http.get<{ data: Profile }>('/admin/profile');
    return response.data.data;
  }

  async save(id: string, change: ProfileChange): Promise<Profile> {
    const form = new FormData();
    form.append('FName', change.FName);
    form.append('LName', change.LName);
    form.append('email', change.email);
    form.append('role', change.role);
    if (change.password) form.append('password', change.password);
    if (change.picture) form.append('profilePic', change.picture);
    if (change.removePicture && !change.picture) form.append('removePfp', 'true');
    if (change.updatedAt) form.append('updatedAt', change.updatedAt);
    const response = await this.http.put<{ data: Profile }>(`/admin/update/${encodeURIComponent(id)}`, form);
    return response.data.data;
  }
}
