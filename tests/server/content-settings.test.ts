import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_CACHE_SECONDS, readEnvironment } from '../../packages/server/src/config';

const read = (env: Record<string, string>) => readEnvironment(env, '/srv/backoffice');

describe('public content API settings', () => {
  it('CONTENT_CACHE_SECONDS: defaults, one number for all kinds, or kind=seconds pairs over the defaults', () => {
    expect(read({}).contentCacheSeconds).toEqual(DEFAULT_CONTENT_CACHE_SECONDS);
    expect(Object.values(read({ CONTENT_CACHE_SECONDS: '120' }).contentCacheSeconds)).toEqual(
      Object.keys(DEFAULT_CONTENT_CACHE_SECONDS).map(() => 120),
    );
    expect(read({ CONTENT_CACHE_SECONDS: 'articles=30, default=90' }).contentCacheSeconds).toEqual({
      ...DEFAULT_CONTENT_CACHE_SECONDS,
      articles: 30,
      default: 90,
    });
    expect(() => read({ CONTENT_CACHE_SECONDS: 'articles=soon' })).toThrow(
      /CONTENT_CACHE_SECONDS must hold whole numbers/,
    );
    expect(() => read({ CONTENT_CACHE_SECONDS: '=30' })).toThrow(/CONTENT_CACHE_SECONDS must look like/);
  });

  it('CONTENT_REQUESTS_PER_MINUTE: 1200 by default, 0 turns the limit off, nonsense stops the start', () => {
    expect(read({}).contentRequestsPerMinute).toBe(1200);
    expect(read({ CONTENT_REQUESTS_PER_MINUTE: '0' }).contentRequestsPerMinute).toBe(0);
    expect(read({ CONTENT_REQUESTS_PER_MINUTE: '5000' }).contentRequestsPerMinute).toBe(5000);
    expect(() => read({ CONTENT_REQUESTS_PER_MINUTE: 'lots' })).toThrow(/CONTENT_REQUESTS_PER_MINUTE/);
  });

  it('CONTENT_WEBHOOK_URLS needs http(s) addresses and a secret to sign with', () => {
    expect(read({}).contentWebhookUrls).toEqual([]);
    const settings = read({
      CONTENT_WEBHOOK_URLS: 'https://site.example/api/revalidate, http://127.0.0.1:3000/hook',
      CONTENT_WEBHOOK_SECRET: 's3cret',
    });
    expect(settings.contentWebhookUrls).toEqual(['https://site.example/api/revalidate', 'http://127.0.0.1:3000/hook']);
    expect(settings.contentWebhookSecret).toBe('s3cret');
    expect(() => read({ CONTENT_WEBHOOK_URLS: 'https://site.example/hook' })).toThrow(/CONTENT_WEBHOOK_SECRET is not/);
    expect(() => read({ CONTENT_WEBHOOK_URLS: 'ftp://site.example/hook', CONTENT_WEBHOOK_SECRET: 'x' })).toThrow(
      /http\(s\) addresses/,
    );
  });
});
