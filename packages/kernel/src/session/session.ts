import { makeAutoObservable, runInAction } from 'mobx';
import type { Transport } from '../core/http';
import { errorMessage } from '../core/http';
import type { Navigator } from '../core/navigator';
import type { Admin } from '@backoffice/contracts';
import type { Permission } from './permissions';

/** The signed-in admin, as admin spec §3 stores it (`userData`), plus the permissions the server grants. */
export type AdminProfile = Pick<Admin, 'FName' | 'LName' | 'email' | 'role' | 'pfp' | 'permissions'> & { id: string };

/** `data` of the sign-in and profile answers; `profilePic` is the spec's older name of `pfp`. */
type ProfileAnswer = Pick<Admin, '_id' | 'email' | 'role'> & Partial<Pick<Admin, 'FName' | 'LName' | 'pfp' | 'permissions'>> & { profilePic?: string | null };

export const USER_DATA_KEY = 'userData';
export const REMEMBERED_UNTIL_KEY = 'rememberedUntil';
export const REMEMBER_FOR_MS = 7 * 24 * 60 * 60 * 1000;

function toProfile(answer: ProfileAnswer): AdminProfile {
  return {
    id: answer._id,
    FName: answer.FName ?? '',
    LName: answer.LName ?? '',
    email: answer.email,
    role: answer.role,
    pfp: answer.pfp ?? answer.profilePic ?? null,
    permissions: answer.permissions ?? ['read'],
  };
}

/**
 * The session (spec §4). At start it is checked: with a remembered login younger than 7 days the
 * profile is fetched; otherwise, or when that fails, everything is cleared. The cookie itself is
 * httpOnly, so the remembered-login flag is what tells the client a session may exist.
 */
export class Session {
  user: AdminProfile | null = null;
  isChecking = true;
  /** True after the admin chose Logout: sign-in then starts afresh at the dashboard, not at the page they left. */
  signedOutOnPurpose = false;
  /** True while the sign-in-again dialog is open (a write met an ended session). */
  isSigningInAgain = false;
  private signingInAgain: Promise<boolean> | null = null;
  private settleSignInAgain: ((signedIn: boolean) => void) | null = null;

  constructor(
    private readonly http: Transport,
    private readonly navigator: Navigator,
    private readonly storage: Storage = window.localStorage,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<Session, 'http' | 'navigator' | 'storage' | 'now' | 'signingInAgain' | 'settleSignInAgain'>(this, {
      http: false,
      navigator: false,
      storage: false,
      now: false,
      signingInAgain: false,
      settleSignInAgain: false,
    });
  }

  get isAuthenticated(): boolean {
    return this.user !== null;
  }

  /** Display name for the profile chip: first and last name, else the email, else 'Admin'. */
  get displayName(): string {
    const name = [this.user?.FName, this.user?.LName].filter(Boolean).join(' ').trim();
    return name || this.user?.email || 'Admin';
  }

  can(permission: Permission): boolean {
    return this.user?.permissions.includes(permission) ?? false;
  }

  async check(): Promise<void> {
    const until = Number(this.storage.getItem(REMEMBERED_UNTIL_KEY) ?? 0);
    if (!until || until < this.now()) {
      this.clear();
      return;
    }
    try {
      const response = await this.http.get<{ data: ProfileAnswer }>('/admin/profile', { skipAuthRedirect: true });
      this.setUser(toProfile(response.data.data));
    } catch (error) {
      console.warn('Session check failed', error);
      this.clear();
    }
  }

  /** Signs in; throws an Error whose message is the server's, else 'Login failed'. */
  async signIn(email: string, password: string): Promise<void> {
    try {
      const response = await this.http.post<{ data: ProfileAnswer }>(
        '/admin/signin',
        { email, password },
        { skipAuthRedirect: true },
      );
      this.setUser(toProfile(response.data.data));
      this.storage.setItem(REMEMBERED_UNTIL_KEY, String(this.now() + REMEMBER_FOR_MS));
    } catch (error) {
      throw new Error(errorMessage(error, 'Login failed'), { cause: error });
    }
  }

  /** Revokes the server session (best effort), clears everything, then goes to `/` replacing history. */
  async signOut(): Promise<void> {
    try {
      await this.http.post('/admin/signout', {}, { skipAuthRedirect: true });
    } catch (error) {
      console.warn('Sign-out call failed; clearing the session anyway', error);
    }
    this.signedOutOnPurpose = true;
    this.clear();
    this.navigator.replace('/');
  }

  /**
   * A write met an ended session (401): the sign-in-again dialog opens over the screen, and this resolves
   * true once the admin has signed in again (the write is then retried), false if they chose to sign out.
   * Writes failing together share one dialog.
   */
  signInAgain(): Promise<boolean> {
    if (!this.signingInAgain) {
      this.isSigningInAgain = true;
      this.signingInAgain = new Promise<boolean>((settle) => (this.settleSignInAgain = settle));
    }
    return this.signingInAgain;
  }

  /** The dialog's Sign in: throws the server's message on failure (the dialog stays open). */
  async completeSignInAgain(password: string): Promise<void> {
    await this.signIn(this.user?.email ?? '', password);
    this.endSignInAgain(true);
  }

  /** The dialog's Sign out: the pending writes fail and the session ends as for any 401. */
  abandonSignInAgain(): void {
    this.endSignInAgain(false);
    this.expire();
  }

  private endSignInAgain(signedIn: boolean): void {
    this.settleSignInAgain?.(signedIn);
    this.signingInAgain = null;
    this.settleSignInAgain = null;
    this.isSigningInAgain = false;
  }

  /** The session ended on the server (401): clear and return to sign-in. */
  expire(): void {
    if (!this.user && !this.isChecking) return;
    this.clear();
    this.navigator.replace('/');
  }

  /** Profile edits merge into the stored user (spec §4). */
  mergeProfile(changes: Partial<Omit<AdminProfile, 'id'>>): void {
    if (!this.user) return;
    this.setUser({ ...this.user, ...changes });
  }

  clear(): void {
    this.user = null;
    this.isChecking = false;
    this.storage.removeItem(USER_DATA_KEY);
    this.storage.removeItem(REMEMBERED_UNTIL_KEY);
  }

  private setUser(user: AdminProfile): void {
    runInAction(() => {
      this.user = user;
      this.isChecking = false;
      this.signedOutOnPurpose = false;
    });
    this.storage.setItem(USER_DATA_KEY, JSON.stringify(user));
  }
}
