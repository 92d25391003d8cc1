import { payloadOf, type AnswerOf, type BodyOf, type Carried, type Endpoint, type FileDownload, type FormOf, type Method, type Payload, type QueryOf, type UrlOf } from '@backoffice/contracts';
import type { Http } from './http';

type Call<M extends Method> = Endpoint & { method: M };
/** What a call resolves with: the envelope's `data` (nothing for a plain `{ success, message }`), else the answer whole. */
export type ApiResult<E extends Endpoint> = Payload<AnswerOf<E>>;

/** Multipart fields in the order given; absent values are left out, files keep their names. */
export function formDataOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/**
 * Typed calls over the kernel's one HTTP client, one per method of a contract's endpoint
 * (`@backoffice/contracts`): the URL must fit the endpoint's path, the body its request type, and the
 * answer is unwrapped once. Errors are axios's, as from `Http` (use `errorMessage`, `errorStatus`).
 *
 *   const faqs = await api.get<FaqsApi['list']>('/faq');                        // Faq[]
 *   await api.put<FaqsApi['edit']>(`/faq/edit/${encodeURIComponent(id)}`, input);
 */
export class ApiClient {
  constructor(private readonly http: Http) {}

  async get<E extends Call<'GET'>>(url: UrlOf<E['path']>, query?: QueryOf<E>): Promise<ApiResult<E>> {
    const response = await this.http.get<unknown>(url, query ? { params: query } : undefined);
    return payloadOf(response.data) as ApiResult<E>;
  }

  async post<E extends Call<'POST'>>(url: UrlOf<E['path']>, body?: BodyOf<E>): Promise<ApiResult<E>> {
    const response = await this.http.post<unknown>(url, body);
    return payloadOf(response.data) as ApiResult<E>;
  }

  async put<E extends Call<'PUT'>>(url: UrlOf<E['path']>, body: BodyOf<E>): Promise<ApiResult<E>> {
    const response = await this.http.put<unknown>(url, body);
    return payloadOf(response.data) as ApiResult<E>;
  }

  async delete<E extends Call<'DELETE'>>(url: UrlOf<E['path']>): Promise<ApiResult<E>> {
    const response = await this.http.delete<unknown>(url);
    return payloadOf(response.data) as ApiResult<E>;
  }

  /**
   * Sends the endpoint's multipart form: its fields in order (absent ones left out), or a FormData already
   * filled (e.g. by a section editor). `onProgress` gets the share sent so far, 0 to 100.
   */
  async upload<E extends Call<'POST' | 'PUT'> & { form: Carried<Record<string, string | Blob | undefined>> }>(
    method: E['method'],
    url: UrlOf<E['path']>,
    fields: FormOf<E> | FormData,
    onProgress?: (percent: number) => void,
  ): Promise<ApiResult<E>> {
    const response = await this.http.request<unknown>({
      method,
      url,
      data: fields instanceof FormData ? fields : formDataOf(fields as Record<string, string | Blob | undefined>),
      ...(onProgress ? { onUploadProgress: (event) => event.total && onProgress(Math.round((event.loaded / event.total) * 100)) } : {}),
    });
    return payloadOf(response.data) as ApiResult<E>;
  }

  /** Downloads a file the server builds; `onProgress` gets the share received, 0 to 1, or null when the size is unknown. */
  async download<E extends Call<'GET' | 'POST'> & { answer: Carried<FileDownload> }>(
    method: E['method'],
    url: UrlOf<E['path']>,
    body?: BodyOf<E>,
    onProgress?: (share: number | null) => void,
  ): Promise<Blob> {
    const response = await this.http.request<Blob>({
      method,
      url,
      data: body,
      responseType: 'blob',
      ...(onProgress ? { onDownloadProgress: (event) => onProgress(event.total ? event.loaded / event.total : null) } : {}),
    });
    return response.data;
  }
}
