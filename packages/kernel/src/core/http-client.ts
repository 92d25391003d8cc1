import { payloadOf, UNDO_LABEL_HEADER, UNDO_TOKEN_HEADER } from '@backoffice/contracts';
import { toHttpError, type Transport } from './http';

/** Multipart fields in the order given; absent values are left out, files keep their names. */
export function formDataOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

export type UploadMethod = 'POST' | 'PUT';
export type DownloadMethod = 'GET' | 'POST';
export type FormFields = Record<string, string | Blob | undefined>;

/**
 * The HTTP service plugins get (`useService(Http)`, `@inject(Http)`): the back-office API's calls by URL,
 * answers unwrapped once (an envelope's `data`, nothing for a plain `{ success, message }`, any other
 * answer whole). A failure rejects with an `HttpError` (read it with `errorMessage`, `errorStatus`,
 * `errorField`). For the endpoints of `@backoffice/contracts`, `Api` gives the same calls typed by contract.
 */
export interface HttpClient {
  get<T = unknown>(url: string, query?: Record<string, unknown>): Promise<T>;
  post<T = unknown>(url: string, body?: unknown): Promise<T>;
  put<T = unknown>(url: string, body?: unknown): Promise<T>;
  delete<T = unknown>(url: string): Promise<T>;
  /** Sends a multipart form (fields in order, absent ones left out, or a filled FormData); `onProgress` gets 0 to 100. */
  upload<T = unknown>(
    method: UploadMethod,
    url: string,
    fields: FormFields | FormData,
    onProgress?: (percent: number) => void,
  ): Promise<T>;
  /** Downloads a file the server builds; `onProgress` gets the share received, 0 to 1, or null when the size is unknown. */
  download(
    method: DownloadMethod,
    url: string,
    body?: unknown,
    onProgress?: (share: number | null) => void,
  ): Promise<Blob>;
}

/** Runs a transport call, handing failures on as `HttpError`. */
async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A delete the server can undo (its answer's Undo-Token): the record's name and the token to restore it. */
export interface UndoableDelete {
  token: string;
  label: string;
}

/** The token and name of a delete's answer that can be undone, or null. */
function undoOf(headers: unknown): UndoableDelete | null {
  const read = (name: string) => {
    const value = (headers as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };
  const token = read(UNDO_TOKEN_HEADER);
  if (!token) return null;
  let label = read(UNDO_LABEL_HEADER);
  try {
    label = decodeURIComponent(label);
  } catch {
    // Not encoded: shown as sent.
  }
  return { token, label };
}

/**
 * The kernel's `HttpClient` over its transport (which keeps the base URL, cookies and the 401 handling).
 * `onUndoable` hears of each delete the server can undo (the Undo toast).
 */
export function createHttpClient(
  transport: Transport,
  { onUndoable }: { onUndoable?: (undo: UndoableDelete) => void } = {},
): HttpClient {
  const unwrap = async <T>(request: () => Promise<{ data: unknown }>) => payloadOf(await call(request)) as T;
  return {
    get: (url, query) => unwrap(() => transport.get(url, query ? { params: query } : undefined)),
    post: (url, body) => unwrap(() => transport.post(url, body)),
    put: (url, body) => unwrap(() => transport.put(url, body)),
    delete: (url) =>
      unwrap(async () => {
        const response = await transport.delete(url);
        const undo = undoOf(response.headers);
        if (undo) onUndoable?.(undo);
        return response;
      }),
    upload: (method, url, fields, onProgress) =>
      unwrap(() =>
        transport.request({
          method,
          url,
          data: fields instanceof FormData ? fields : formDataOf(fields),
          ...(onProgress
            ? { onUploadProgress: (event) => event.total && onProgress(Math.round((event.loaded / event.total) * 100)) }
            : {}),
        }),
      ),
    download: (method, url, body, onProgress) =>
      call(() =>
        transport.request<Blob>({
          method,
          url,
          data: body,
          responseType: 'blob',
          ...(onProgress
            ? { onDownloadProgress: (event) => onProgress(event.total ? event.loaded / event.total : null) }
            : {}),
        }),
      ),
  };
}
