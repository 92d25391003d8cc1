import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { Encoder } from 'cbor-x';

/**
 * A WebAuthn authenticator in software, for tests: an EC P-256 key pair per credential (node:crypto), attestation
 * objects in the "none" format and assertions built by hand with CBOR (cbor-x), as a browser's
 * `navigator.credentials.create()` / `.get()` would return them through @simplewebauthn/browser (base64url JSON).
 * Nothing of the server's code or of @simplewebauthn is used to build them.
 */

// Plain CBOR: maps for objects and Maps (COSE keys have integer labels), byte strings for Buffers.
const cbor = new Encoder({ useRecords: false, mapsAsObjects: false, tagUint8Array: false, variableMapSize: true });

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Buffer | Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  /** base64url of the user.id the RP gave at registration (returned as userHandle). */
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: Array<{ id: string }>;
}

export interface AssertionChanges {
  /** Which credential answers (default: the first allowed one, else the newest). */
  credentialId?: string;
  /** The signature counter to report (default: the last one plus one). */
  counter?: number;
  /** Sign this challenge instead of the options' one. */
  challenge?: string;
  /** Report this user handle instead of the credential's. */
  userHandle?: string;
  /** Report this origin instead of the authenticator's. */
  origin?: string;
  /** Leave the user-verified flag out. */
  unverified?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  /** `origin` is the page the "browser" is on: what clientDataJSON reports. */
  constructor(readonly origin: string) {}

  /** Answers a `navigator.credentials.create()` with the given options (PublicKeyCredentialCreationOptionsJSON). */
  createCredential(options: CreationOptions, changes: { challenge?: string; origin?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const id = randomBytes(16);
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = new Map<number, number | Buffer>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      credentialIdLength,
      id,
      cbor.encode(coseKey),
    ]);
    const attestationObject = cbor.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: changes.challenge ?? options.challenge,
      origin: changes.origin ?? this.origin,
      crossOrigin: false,
    });
    const credential: SoftwareCredential = {
      id: b64url(id),
      privateKey,
      publicKey,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** Answers a `navigator.credentials.get()` with the given options (PublicKeyCredentialRequestOptionsJSON). */
  getAssertion(options: RequestOptions, changes: AssertionChanges = {}) {
    const allowed = options.allowCredentials?.map((entry) => entry.id) ?? [];
    const credential =
      this.credentials.find((entry) => entry.id === changes.credentialId) ??
      (allowed.length > 0 ? this.credentials.find((entry) => allowed.includes(entry.id)) : this.credentials.at(-1));
    if (!credential) throw new Error('The software authenticator has no credential for these options');
    credential.counter = changes.counter ?? credential.counter + 1;
    const flags = FLAG_USER_PRESENT | (changes.unverified ? 0 : FLAG_USER_VERIFIED);
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([flags]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: changes.challenge ?? options.challenge,
      origin: changes.origin ?? this.origin,
      crossOrigin: false,
    });
    // ES256: ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded (node's default for EC keys).
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: changes.userHandle ?? credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
