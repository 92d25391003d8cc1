import axios, { type AxiosError, type AxiosInstance } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on calls whose 401 is an answer, not an expired session (sign-in, the start-up check). */
    skipAuthRedirect?: boolean;
  }
}

export type Http = AxiosInstance;

/**
 * The one HTTP client: base URL from config, cookies sent. Any 401 or 403 (but on calls that opt out)
 * calls `onUnauthorized`, which clears the session and returns to sign-in.
 */
export function createHttp(baseURL: string, onUnauthorized: () => void): Http {
  const http = axios.create({ baseURL, withCredentials: true });
  http.interceptors.response.use(undefined, (error: AxiosError) => {
    const status = error.response?.status;
    if ((status === 401 || status === 403) && !error.config?.skipAuthRedirect) onUnauthorized();
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
