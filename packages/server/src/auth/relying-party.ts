import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../http/app-error';
import { ownOrigin } from '../http/same-origin';

/** The WebAuthn relying party a ceremony is for: its id (a domain), the origin browsers report, and the name they show. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const PASSKEY_RP_NAME = 'Backoffice';

export const PASSKEYS_NEED_A_DOMAIN =
  'Passkeys need the app opened at a domain name (e.g. http://localhost:8080 or https://admin.example.com), not an IP address';

/**
 * The app's own origin as the cross-site check sees it: PUBLIC_URL when set, else the scheme and Host the request
 * came with (fine in development: a browser signs the origin it is really on, and the server compares with it).
 * The RP id is that origin's host name, so passkeys made on https://admin.example.com work only there. Browsers
 * refuse an IP address as RP id, so that is a clear 400 rather than a failure inside the browser.
 */
export function relyingPartyOf(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl' | 'cookieSecure'>,
): RelyingParty {
  const origin = ownOrigin(request, { publicUrl: config.publicUrl, https: config.cookieSecure });
  if (!origin) throw new AppError(400, 'The request does not say which address the app is opened at');
  const host = new URL(origin).hostname;
  if (isIP(host.replace(/^\[|\]$/g, ''))) throw new AppError(400, PASSKEYS_NEED_A_DOMAIN);
  return { id: host, origin, name: PASSKEY_RP_NAME };
}
