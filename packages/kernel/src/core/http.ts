import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { HttpError } from './http-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on calls whose 401 is an answer, not an expired session (sign-in, the start-up check). */
    skipAuthRedirect?: boolean;
  }
}

/** The kernel's transport (axios). Only the kernel and the app's start-up see it; plugins get `HttpClient`. */
export type Transport = AxiosInstance;

/**
 * What to do about a 401: a read returns to sign-in (the deep link brings the admin back); a write (a save,
 * a delete, an upload) asks the admin to sign in again over the screen and answers whether to retry it.
 */
export type UnauthorizedHandler = (call: { write: boolean }) => Promise<boolean> | boolean | void;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the retry after signing in again, so a second 401 ends the session instead of asking again. */
    retriedAfterSignIn?: boolean;
  }
}

/**
 * The one transport: base URL from config, cookies sent. A 401 (but on calls that opt out) means the session
 * is gone: `onUnauthorized` decides (see UnauthorizedHandler), and a write the admin signed in again for is
 * sent once more, its caller never seeing the 401. A 403 is a refusal of one action (the role cannot do it, a
 * cross-site refusal): the admin stays signed in and the screen shows the server's message where the action
 * was tried (useFormFlow, list errors), so unsaved input is never lost.
 */
export function createHttp(baseURL: string, onUnauthorized: UnauthorizedHandler): Transport {
  const http = axios.create({ baseURL, withCredentials: true });
  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const status = error.response?.status;
    const config = error.config;
    if (status !== 401 || !config || config.skipAuthRedirect) return Promise.reject(error);
    const write = !['get', 'head', 'options'].includes((config.method ?? 'get').toLowerCase());
    const retry = await onUnauthorized({ write: write && !config.retriedAfterSignIn });
    if (retry === true) return http.request({ ...config, retriedAfterSignIn: true });
    return Promise.reject(error);
  });
  return http;
}

/** The refusal body of a failed transport call, if it has the envelope's shape. */
function failureBody(error: unknown): { message?: unknown; field?: unknown } | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const data = error.response?.data;
  return data && typeof data === 'object' ? (data as { message?: unknown; field?: unknown }) : undefined;
}

/** Turns a transport failure into the `HttpError` plugins see; anything else passes through. */
export function toHttpError(error: unknown): unknown {
  if (!axios.isAxiosError(error)) return error;
  const body = failureBody(error);
  const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  const field = typeof body?.field === 'string' ? body.field : undefined;
  return new HttpError(
    serverMessage ?? error.message,
    error.response?.status,
    serverMessage,
    field,
    error.response?.data,
  );
}

/** The server's message for a failed call (`{ success: false, message }`), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  const message = failureBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** HTTP status of a failed call, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The field a refusal is about (`{ success: false, message, field }`), if the server named one. */
export function errorField(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.field || undefined;
  const field = failureBody(error)?.field;
  return typeof field === 'string' && field ? field : undefined;
}
