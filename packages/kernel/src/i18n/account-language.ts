import type { Transport } from '../core/http';
import { chooseLanguage, type I18nInstance } from './i18n';
import { isAdminLanguage, type AdminLanguage } from './languages';

/**
 * The admin's language kept with their account (`/api/admin/preferences`), so it follows them to every
 * browser: read after sign-in (it replaces the browser's), saved when they pick one in the profile menu.
 * A backend without preferences (the original one) leaves the choice in this browser only.
 */
export class AccountLanguage {
  constructor(
    private readonly http: Transport,
    private readonly i18n: I18nInstance,
  ) {}

  /** After sign-in, or a page load with a session: the account's language, when one was chosen. */
  async load(): Promise<void> {
    try {
      const answer = await this.http.get<{ data?: { language?: unknown } }>('/admin/preferences', {
        skipAuthRedirect: true,
      });
      const language = answer.data?.data?.language;
      if (isAdminLanguage(language) && language !== this.i18n.language) await chooseLanguage(this.i18n, language);
    } catch {
      // No preferences here (or not now): the browser's choice stays.
    }
  }

  /** The admin's choice: applied at once, remembered in this browser, and kept with the account when signed in. */
  async choose(language: AdminLanguage, signedIn: boolean): Promise<void> {
    await chooseLanguage(this.i18n, language);
    if (!signedIn) return;
    try {
      await this.http.put('/admin/preferences', { language }, { skipAuthRedirect: true });
    } catch (error) {
      console.warn('The language could not be kept with the account; it stays chosen in this browser', error);
    }
  }
}
