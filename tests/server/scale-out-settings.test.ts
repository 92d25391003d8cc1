import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../packages/server/src/config';
import { createTestServer } from './helpers';

/** The scale-out settings read from the environment, and TRUST_PROXY's effect on who a client is. */
const ROOT = '/srv/backoffice';
const read = (env: Record<string, string>) => readEnvironment(env, ROOT);

describe('scale-out settings', () => {
  it('keeps files on local disk under DATA_DIR by default, or in a folder STORAGE_URL names', () => {
    expect(read({}).storage).toEqual({ kind: 'local', dir: '/srv/backoffice/data' });
    expect(read({ DATA_DIR: '/var/lib/bo' }).storage).toEqual({ kind: 'local', dir: '/var/lib/bo' });
    expect(read({ STORAGE_URL: 'shared/files' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/backoffice/shared/files',
    });
    expect(read({ STORAGE_URL: 'file:///mnt/nfs/bo' }).storage).toEqual({ kind: 'local', dir: '/mnt/nfs/bo' });
  });

  it('chooses a bucket from STORAGE_URL and/or S3_BUCKET, with the S3_* settings', () => {
    expect(
      read({
        STORAGE_URL: 's3://acme/backoffice',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-3',
        S3_PUBLIC_URL: 'https://files.example.com',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'acme',
      prefix: 'backoffice',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      forcePathStyle: null,
      publicUrl: 'https://files.example.com',
    });
    expect(read({ S3_BUCKET: 'acme', S3_FORCE_PATH_STYLE: '0' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'acme',
      prefix: '',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(read({ STORAGE_URL: 's3://acme', S3_BUCKET: 'acme' }).storage).toMatchObject({ kind: 's3', bucket: 'acme' });
  });

  it('refuses settings that contradict each other or name no bucket, with a sentence', () => {
    expect(() => read({ STORAGE_URL: 's3://acme', S3_BUCKET: 'other' })).toThrow(
      'STORAGE_URL names the bucket "acme" but S3_BUCKET says "other"',
    );
    expect(() => read({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_ENDPOINT is set but no bucket is: set S3_BUCKET or STORAGE_URL=s3://bucket',
    );
    expect(() => read({ STORAGE_URL: 's3://' })).toThrow(/STORAGE_URL must look like s3:\/\/bucket/);
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX and TRUST_PROXY (off by default)', () => {
    expect(read({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'backoffice:', trustProxy: false });
    expect(read({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'site-a:' })).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'site-a:',
    });
    expect(read({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(read({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(read({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('keeps checked sessions in memory unless SESSION_CACHE is off (a pooler in transaction mode cannot LISTEN)', () => {
    expect(read({}).sessionCache).toBe(true);
    expect(read({ SESSION_CACHE: 'on' }).sessionCache).toBe(true);
    for (const off of ['off', '0', 'false', 'no', ' OFF '])
      expect(read({ SESSION_CACHE: off }).sessionCache).toBe(false);
  });

  it("with TRUST_PROXY the limits count each forwarded client; without it, the proxy's address counts for all", async () => {
    const attempts = async (trustProxy: boolean | string[]) => {
      const server = await createTestServer({ config: { trustProxy, signInAttemptsPerMinute: 2 } });
      try {
        const statuses = [];
        for (const client of ['203.0.113.7', '203.0.113.7', '203.0.113.8']) {
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/admin/signin',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': client },
            payload: { email: 'nobody@example.com', password: 'wrong' },
          });
          statuses.push(response.statusCode);
        }
        return statuses;
      } finally {
        await server.close();
      }
    };
    expect(await attempts(['127.0.0.1'])).toEqual([401, 401, 401]);
    expect(await attempts(false)).toEqual([401, 401, 429]);
  });
});
