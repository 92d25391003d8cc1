import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals secrets the server must read back (authenticator apps' TOTP secrets) before they are stored, with
 * AES-256-GCM under SECRETS_KEY, so a copy of the database alone does not hold them. Without a key they are stored
 * as given (the embedded database on one machine; a PostgreSQL start warns). A value stored before a key was set
 * is still read as it is, and sealed the next time it is written.
 */
export interface SecretBox {
  /** Whether a key seals what is stored. */
  readonly sealing: boolean;
  seal(plain: string): string;
  open(stored: string): string;
}

const PREFIX = 'sealed:v1:';

export function secretBoxFor(key: Buffer | null): SecretBox {
  return {
    sealing: key !== null,
    seal(plain) {
      if (!key) return plain;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      if (!key)
        throw new Error(
          'A stored secret is sealed but SECRETS_KEY is not set: start the server with the key it was sealed with',
        );
      const [iv, tag, sealed] = stored.slice(PREFIX.length).split('.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(
          'A stored secret cannot be opened with this SECRETS_KEY: start the server with the key it was sealed with',
        );
      }
    },
  };
}

/** SECRETS_KEY: 32 random bytes as 64 hex digits or base64 (`openssl rand -base64 32`); unset or blank: null. */
export function readSecretsKey(value: string | undefined): Buffer | null {
  const text = value?.trim();
  if (!text) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (!key || key.length !== 32)
    throw new Error(
      'SECRETS_KEY must be 32 random bytes as 64 hex digits or base64, e.g. the output of `openssl rand -base64 32`',
    );
  return key;
}
