import type {
  AnswerOf,
  BodyOf,
  Carried,
  Endpoint,
  FileDownload,
  FormOf,
  Method,
  Payload,
  QueryOf,
  UrlOf,
} from '@backoffice/contracts';
import type { HttpClient } from './http-client';

type Call<M extends Method> = Endpoint & { method: M };
/** What a call resolves with: the envelope's `data` (nothing for a plain `{ success, message }`), else the answer whole. */
export type ApiResult<E extends Endpoint> = Payload<AnswerOf<E>>;

/**
 * Typed calls over the kernel's `HttpClient`, one per method of a contract's endpoint
 * (`@backoffice/contracts`): the URL must fit the endpoint's path, the body its request type, and the
 * answer is unwrapped once. Failures are `HttpError`s, as from `Http` (use `errorMessage`, `errorStatus`).
 *
 *   const faqs = await api.get<FaqsApi['list']>('/faq');                        // Faq[]
 *   await api.put<FaqsApi['edit']>(`/faq/edit/${encodeURIComponent(id)}`, input);
 */
export class ApiClient {
  constructor(private readonly http: HttpClient) {}

  get<E extends Call<'GET'>>(url: UrlOf<E['path']>, query?: QueryOf<E>): Promise<ApiResult<E>> {
    return this.http.get(url, query as Record<string, unknown> | undefined);
  }

  post<E extends Call<'POST'>>(url: UrlOf<E['path']>, body?: BodyOf<E>): Promise<ApiResult<E>> {
    return this.http.post(url, body);
  }

  put<E extends Call<'PUT'>>(url: UrlOf<E['path']>, body: BodyOf<E>): Promise<ApiResult<E>> {
    return this.http.put(url, body);
  }

  delete<E extends Call<'DELETE'>>(url: UrlOf<E['path']>): Promise<ApiResult<E>> {
    return this.http.delete(url);
  }

  /**
   * Sends the endpoint's multipart form: its fields in order (absent ones left out), or a FormData already
   * filled (e.g. by a section editor). `onProgress` gets the share sent so far, 0 to 100.
   */
  upload<E extends Call<'POST' | 'PUT'> & { form: Carried<Record<string, string | Blob | undefined>> }>(
    method: E['method'],
    url: UrlOf<E['path']>,
    fields: FormOf<E> | FormData,
    onProgress?: (percent: number) => void,
  ): Promise<ApiResult<E>> {
    return this.http.upload(method, url, fields, onProgress);
  }

  /** Downloads a file the server builds; `onProgress` gets the share received, 0 to 1, or null when the size is unknown. */
  download<E extends Call<'GET' | 'POST'> & { answer: Carried<FileDownload> }>(
    method: E['method'],
    url: UrlOf<E['path']>,
    body?: BodyOf<E>,
    onProgress?: (share: number | null) => void,
  ): Promise<Blob> {
    return this.http.download(method, url, body, onProgress);
  }
}
