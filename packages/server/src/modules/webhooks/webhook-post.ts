import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  isPublicAddress,
  literalAddressOf,
  PrivateAddressError,
  publicAddressLookup,
} from '../../http/outbound-address';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** WEBHOOK_ALLOW_PRIVATE: a receiver on loopback or the private network may be called. */
  allowPrivate: boolean;
  timeoutMs: number;
}

/**
 * One POST to a webhook receiver; answers its status code. Made with node:http(s), which never follows a
 * redirect: a 3xx is the receiver's answer (a failed delivery), so the signed body is never re-sent
 * elsewhere. Unless `allowPrivate`, the address is checked as it is connected to (an IP in the URL here,
 * a name through publicAddressLookup), so no name can lead the call to loopback, the cloud metadata
 * service or the private network. Credentials in the URL are sent as Basic authentication.
 */
export function postWebhook({ url, headers, body, allowPrivate, timeoutMs }: WebhookPost): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const literal = literalAddressOf(target);
    if (!allowPrivate && literal !== null && !isPublicAddress(literal)) return reject(new PrivateAddressError(literal));
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const call = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
        // A fresh connection for each call, so each is checked as it connects (webhook calls are few).
        agent: false,
        ...(allowPrivate ? {} : { lookup: publicAddressLookup }),
      },
      (answer) => {
        // The body is not wanted: drain it so the socket is freed.
        answer.resume();
        answer.on('close', () =>
          answer.complete ? resolve(answer.statusCode ?? 0) : reject(new Error('the answer was cut short')),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
