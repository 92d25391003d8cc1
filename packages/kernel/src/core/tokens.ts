import type { ApiClient } from './api';
import type { BackofficeConfig } from './config';
import type { Dialogs as DialogsService } from './dialogs';
import type { Http as HttpClient } from './http';
import type { Navigator as NavigatorService } from './navigator';
import type { PluginRegistry as Registry } from './registry';
import type { Session as SessionStore } from '../session/session';
import { createToken } from './token';

/** Tokens of the kernel's services, for `useService(Token)` and `@inject(Token)`. */
export const Session = createToken<SessionStore>('Session');
export const Http = createToken<HttpClient>('Http');
/** Typed calls of the contracts' endpoints over `Http`, answers unwrapped once. */
export const Api = createToken<ApiClient>('Api');
export const Navigator = createToken<NavigatorService>('Navigator');
export const Dialogs = createToken<DialogsService>('Dialogs');
export const Config = createToken<BackofficeConfig>('Config');
export const PluginRegistry = createToken<Registry>('PluginRegistry');
