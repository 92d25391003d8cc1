import type { ApiClient } from './api';
import type { BackofficeConfig } from './config';
import type { Dialogs as DialogsService } from './dialogs';
import type { HttpClient } from './http-client';
import type { Navigator as NavigatorService } from './navigator';
import type { PluginRegistry as Registry } from './registry';
import type { Session as SessionStore } from '../session/session';
import type { AccountLanguage } from '../i18n/account-language';
import { createToken } from './token';

/** Tokens of the kernel's services, for `useService(Token)` and `@inject(Token)`. */
export const Session = createToken<SessionStore>('Session');
/** The back-office API's calls by URL, answers unwrapped (`HttpClient`); not the raw transport. */
export const Http = createToken<HttpClient>('Http');
/** Typed calls of the contracts' endpoints over `Http`, answers unwrapped once. */
export const Api = createToken<ApiClient>('Api');
export const Navigator = createToken<NavigatorService>('Navigator');
export const Dialogs = createToken<DialogsService>('Dialogs');
export const Config = createToken<BackofficeConfig>('Config');
export const PluginRegistry = createToken<Registry>('PluginRegistry');
/** The admin's language: `choose(language, signedIn)` applies it and keeps it with the account. */
export const Languages = createToken<AccountLanguage>('Languages');
