import { reaction } from 'mobx';
import type { ServiceIdentifier } from 'inversify';
import { DEFAULT_API_BASE_URL, type BackofficeConfig } from './config';
import { Dialogs as DialogsService } from './dialogs';
import { createHttp, type Transport, type UnauthorizedHandler } from './http';
import { createHttpClient, type HttpClient } from './http-client';
import { Navigator as NavigatorService } from './navigator';
import { ApiClient } from './api';
import { asIdentifier } from './token';
import { Api, Config, Dialogs, Http, Languages, Navigator, Session } from './tokens';
import { AccountLanguage } from '../i18n/account-language';
import { Session as SessionStore } from '../session/session';
import { createI18n, KERNEL_NAMESPACE, type I18nInstance } from '../i18n/i18n';
import { initialLanguage, type AdminLanguage } from '../i18n/languages';

export interface KernelServiceOptions {
  /** Replaces the transport (tests pass one with a fake adapter, see `@backoffice/kernel/testing`). */
  http?: (onUnauthorized: UnauthorizedHandler, baseURL: string) => Transport;
  /** Storage for the remembered login; `localStorage` by default. */
  storage?: Storage;
  /** The admin's language; by default the one chosen in this browser, else the browser's own. */
  language?: AdminLanguage;
}

/**
 * The kernel's own services: the config, the catalogs, the HTTP client, the session, dialogs, navigation and the
 * account's language. They need neither the container nor the router, so the sign-in screen runs on them alone
 * (start.tsx) and the container binds the same instances once the app is assembled (boot.ts).
 */
export interface KernelServices {
  config: BackofficeConfig;
  i18n: I18nInstance;
  http: HttpClient;
  api: ApiClient;
  navigator: NavigatorService;
  dialogs: DialogsService;
  session: SessionStore;
  languages: AccountLanguage;
}

export function createKernelServices(config: BackofficeConfig, options: KernelServiceOptions = {}): KernelServices {
  const navigator = new NavigatorService();
  const i18n = createI18n(options.language ?? initialLanguage());
  // The kernel's own words in its dialogs ('Deleted', 'Something went wrong') follow the admin's language.
  const dialogs = new DialogsService((text, values) => i18n.t(text, { ...values, ns: KERNEL_NAMESPACE }));
  let session: SessionStore | null = null;
  // A lost session during a write asks to sign in again over the screen (nothing typed is lost); else sign-in.
  const onUnauthorized: UnauthorizedHandler = ({ write }) => {
    if (write && session?.isAuthenticated) return session.signInAgain();
    session?.expire();
    return false;
  };
  const baseURL = config.apiBaseUrl || DEFAULT_API_BASE_URL;
  const transport = options.http ? options.http(onUnauthorized, baseURL) : createHttp(baseURL, onUnauthorized);
  // Every call says the language the admin sees (Accept-Language, a CORS-safelisted header): the server writes some
  // things in it (an export's column names) when the account keeps no language of its own (docs/languages.md).
  transport.interceptors.request.use((request) => {
    if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', i18n.language);
    return request;
  });
  session = new SessionStore(transport, navigator, options.storage ?? window.localStorage);
  // Plugins get the narrow client, never the transport itself.
  // A delete the server can undo shows "Deleted <name>" with Undo (the restore sends its token back).
  const http: HttpClient = createHttpClient(transport, {
    onUndoable: ({ token, label }) =>
      dialogs.offerUndo(label, () => http.post(`/deleted/${encodeURIComponent(token)}/restore`)),
  });
  const languages = new AccountLanguage(transport, i18n);
  // Signed in (at sign-in, or a page load with a session): the account's language replaces the browser's.
  const signedInSession = session;
  reaction(
    () => signedInSession.user?.id,
    (id) => {
      if (id) void languages.load();
    },
    { fireImmediately: true },
  );
  return { config, i18n, http, api: new ApiClient(http), navigator, dialogs, session, languages };
}

/** Each kernel service under its token, as the container binds them and `useService` resolves them. */
export function kernelBindings(services: KernelServices): Array<[ServiceIdentifier<unknown>, unknown]> {
  return [
    [asIdentifier(Config), services.config],
    [asIdentifier(Http), services.http],
    [asIdentifier(Api), services.api],
    [asIdentifier(Navigator), services.navigator],
    [asIdentifier(Dialogs), services.dialogs],
    [asIdentifier(Session), services.session],
    [asIdentifier(Languages), services.languages],
  ];
}

/** Whether this page was opened by the single sign-on's return (`/?sso=signed-in`): the server has set the cookie. */
export function backFromSingleSignOn(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('sso') === 'signed-in';
}
