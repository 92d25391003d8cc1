import axios, { type AxiosError, type AxiosInstance } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on calls whose 401 is an answer, not an expired session (sign-in, the start-up check). */
    skipAuthRedirect?: boolean;
  }
}

export type Http = AxiosInstance;

/**
 * The one HTTP client: base URL from config, cookies sent. A 401 (but on calls that opt out) means the session
 * is gone: `onUnauthorized` clears it and returns to sign-in. A 403 is a refusal of one action (the role cannot
 * do it, a cross-site refusal): the admin stays signed in and the screen shows the server's message where the
 * action was tried (useFormFlow, list errors), so unsaved input is never lost.
 */
export function createHttp(baseURL: string, onUnauthorized: () => void): Http {
  const http = axios.create({ baseURL, withCredentials: true });
  http.interceptors.response.use(undefined, (error: AxiosError) => {
    const status = error.response?.status;
    if (status === 401 && !error.config?.skipAuthRedirect) onUnauthorized();
    return Promise.reject(error);
  });
  return http;
}

/** The server's message for a failed call (`{ success: false, message }`), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
    return fallback;
  }
  return fallback;
}

/** HTTP status of a failed call, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
