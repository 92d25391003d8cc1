import { vi } from 'vitest';

/**
 * A stand-in for the browser's WebAuthn (jsdom has none): `window.PublicKeyCredential` and
 * `navigator.credentials.create` / `.get` as vi.fn()s answering credential-shaped objects, which
 * @simplewebauthn/browser turns into the JSON the server reads. `remove()` puts jsdom back as it was.
 */
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface WebAuthnMock {
  create: ReturnType<typeof vi.fn>;
  get: ReturnType<typeof vi.fn>;
  /** The base64url id of the credential the mock answers with. */
  credentialId: string;
  remove(): void;
}

export function mockWebAuthn(): WebAuthnMock {
  const credentialId = b64url('credential-1');
  const create = vi.fn(async () => ({
    id: credentialId,
    rawId: bytes('credential-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: {
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      attestationObject: bytes('attestation'),
      getTransports: () => ['internal'],
    },
  }));
  const get = vi.fn(async () => ({
    id: credentialId,
    rawId: bytes('credential-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: {
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      authenticatorData: bytes('auth-data'),
      signature: bytes('signature'),
      userHandle: bytes('admin-1'),
    },
  }));
  const hadCredentials = 'credentials' in navigator;
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
    writable: true,
  });
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true });
  return {
    create,
    get,
    credentialId,
    remove() {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      if (!hadCredentials) delete (navigator as { credentials?: unknown }).credentials;
    },
  };
}

/** A DOMException as the browser throws it when the passkey prompt is closed or times out. */
export const promptClosed = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
