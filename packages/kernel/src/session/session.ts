import { makeAutoObservable, runInAction } from 'mobx';
import type { Transport } from '../core/http';
import { errorMessage } from '../core/http';
import { passkeyErrorMessage } from './passkey-error';
import type { Navigator } from '../core/navigator';
import type { Admin, SecondStep, TotpSetup } from '@backoffice/contracts';
import type { Permission } from './permissions';

/** The signed-in admin, as the original product stores it (`userData`), plus the permissions the server grants. */
export type AdminProfile = Pick<Admin, 'FName' | 'LName' | 'email' | 'role' | 'pfp' | 'permissions'> & { id: string };

/** `data` of the sign-in and profile answers; `profilePic` is the spec's older name of `pfp`. */
type ProfileAnswer = Pick<Admin, '_id' | 'email' | 'role'> &
  Partial<Pick<Admin, 'FName' | 'LName' | 'pfp' | 'permissions'>> & { profilePic?: string | null };

/** What the sign-in still needs after the password: a second factor, or setting one up (`SecondStep` of the contracts). */
export type SignInSecondStep = SecondStep;
/** The methods that finish a sign-in by a code typed in. */
export type SignInCodeMethod = 'totp' | 'recovery';

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
 * The session. At start it is checked: with a remembered login younger than 7 days the
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
    makeAutoObservable<Session, 'http' | 'navigator' | 'storage' | 'now' | 'signingInAgain' | 'settleSignInAgain'>(
      this,
      {
        http: false,
        navigator: false,
        storage: false,
        now: false,
        signingInAgain: false,
        settleSignInAgain: false,
      },
    );
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

  /**
   * `afterSingleSignOn`: the page was opened by the single sign-on's return (`/?sso=signed-in`), which set the
   * session cookie without this page's knowing: the profile is asked for, and the login remembered.
   */
  async check(options: { afterSingleSignOn?: boolean } = {}): Promise<void> {
    if (options.afterSingleSignOn) this.storage.setItem(REMEMBERED_UNTIL_KEY, String(this.now() + REMEMBER_FOR_MS));
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

  /**
   * Signs in; throws an Error whose message is the server's, else 'Login failed'. Answers null when signed in,
   * or the second step the account needs (a code, or setting up a second factor its role requires).
   */
  async signIn(email: string, password: string): Promise<SignInSecondStep | null> {
    const data = await this.signInCall<ProfileAnswer | SignInSecondStep>(
      '/admin/signin',
      { email, password },
      'Login failed',
    );
    if ('ticket' in data) return data;
    this.signedIn(data);
    return null;
  }

  /** The second step: a code of the authenticator app, or a recovery code; throws the server's message. */
  async completeSignIn(method: SignInCodeMethod, ticket: string, code: string): Promise<void> {
    this.signedIn(
      await this.signInCall<ProfileAnswer>(`/admin/signin/${method}`, { ticket, code }, 'That code did not work'),
    );
  }

  /** Setting up an authenticator during a sign-in (the role requires it): the secret and its QR code. */
  async startSignInEnrolment(ticket: string): Promise<TotpSetup> {
    return this.signInCall<TotpSetup>('/admin/signin/enrol/totp', { ticket }, 'Could not start the set-up');
  }

  /**
   * Confirms that set-up with a first code: the session is open, and the recovery codes are shown once before
   * `enter()` takes the admin into the app.
   */
  async confirmSignInEnrolment(ticket: string, code: string): Promise<{ recoveryCodes: string[]; enter: () => void }> {
    const data = await this.signInCall<{ admin: ProfileAnswer; recoveryCodes: string[] }>(
      '/admin/signin/enrol/totp/confirm',
      { ticket, code },
      'That code did not work',
    );
    return { recoveryCodes: data.recoveryCodes, enter: () => this.signedIn(data.admin) };
  }

  private async signInCall<T>(url: string, body: object, fallback: string): Promise<T> {
    try {
      const response = await this.http.post<{ data: T }>(url, body, { skipAuthRedirect: true });
      return response.data.data;
    } catch (error) {
      throw new Error(errorMessage(error, fallback), { cause: error });
    }
  }

  /**
   * Signs in with a passkey, without an e-mail: the server's challenge, the browser's passkey prompt
   * (@simplewebauthn/browser, loaded only now: the sign-in screen's first load stays small), the server's check.
   * Throws an Error with a readable message (a closed prompt included).
   */
  async signInWithPasskey(): Promise<void> {
    this.signedIn(await this.passkeyCeremony('/admin/signin/passkey', {}, 'Passkey sign-in failed'));
  }

  /** The second step with one of the admin's passkeys (the ticket's admin's own are offered); throws a readable message. */
  async completeSignInWithPasskey(ticket: string): Promise<void> {
    this.signedIn(await this.passkeyCeremony('/admin/signin/passkey-factor', { ticket }, 'The passkey did not work'));
  }

  /** `<url>/options` with `body`, the browser's prompt, then `<url>` with `body` and the browser's answer. */
  private async passkeyCeremony(url: string, body: object, fallback: string): Promise<ProfileAnswer> {
    try {
      const [{ startAuthentication }, options] = await Promise.all([
        import('@simplewebauthn/browser'),
        this.http.post<{
          data: Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];
        }>(`${url}/options`, body, { skipAuthRedirect: true }),
      ]);
      const response = await startAuthentication({ optionsJSON: options.data.data });
      const answer = await this.http.post<{ data: ProfileAnswer }>(
        url,
        { ...body, response },
        { skipAuthRedirect: true },
      );
      return answer.data.data;
    } catch (error) {
      throw new Error(passkeyErrorMessage(error, fallback), { cause: error });
    }
  }

  private signedIn(answer: ProfileAnswer): void {
    this.setUser(toProfile(answer));
    this.storage.setItem(REMEMBERED_UNTIL_KEY, String(this.now() + REMEMBER_FOR_MS));
  }

  /**
   * Asks the server to revoke the session, clears everything and goes to `/` replacing history at once: the
   * admin never waits on a slow or lost revoke (best effort; the request already carries the session cookie).
   */
  async signOut(): Promise<void> {
    const revoked = this.http.post('/admin/signout', {}, { skipAuthRedirect: true });
    this.signedOutOnPurpose = true;
    this.clear();
    this.navigator.replace('/');
    try {
      await revoked;
    } catch (error) {
      console.warn('Sign-out call failed; the session was cleared here anyway', error);
    }
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

  /**
   * The dialog's Sign in: throws the server's message on failure (the dialog stays open). With a second factor
   * it answers the step, finished by `completeSignInAgainWithCode`.
   */
  async completeSignInAgain(password: string): Promise<SignInSecondStep | null> {
    const step = await this.signIn(this.user?.email ?? '', password);
    if (step?.step === 'enrol')
      throw new Error('Your role now requires two-factor authentication: sign out, then sign in to set it up');
    if (!step) this.endSignInAgain(true);
    return step;
  }

  async completeSignInAgainWithCode(method: SignInCodeMethod, ticket: string, code: string): Promise<void> {
    await this.completeSignIn(method, ticket, code);
    this.endSignInAgain(true);
  }

  async completeSignInAgainWithPasskey(ticket: string): Promise<void> {
    await this.completeSignInWithPasskey(ticket);
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

  /** Profile edits merge into the stored user. */
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
