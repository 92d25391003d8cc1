import { describe, expect, it } from 'vitest';
import { serverForFile } from './support/server-for-file';

/** Each admin's own settings (docs/languages.md): the admin's language follows the account to every browser. */
const file = serverForFile(['superAdmin', 'editor']);

const get = (cookie: string) =>
  file.server.app.inject({ method: 'GET', url: '/api/admin/preferences', headers: { cookie } });
const put = (cookie: string, payload: unknown) =>
  file.server.app.inject({
    method: 'PUT',
    url: '/api/admin/preferences',
    headers: { cookie },
    payload: payload as object,
  });

describe('an admin’s preferences', () => {
  it('start empty (the browser’s language), are saved, read back, and belong to their admin only', async () => {
    expect((await get(file.cookies.editor)).json()).toEqual({
      success: true,
      data: { language: null, updatedAt: null },
    });

    const saved = await put(file.cookies.editor, { language: 'ar', updatedAt: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Preferences saved', data: { language: 'ar' } });
    const version = saved.json().data.updatedAt as string;
    expect(Number.isNaN(Date.parse(version))).toBe(false);

    expect((await get(file.cookies.editor)).json().data).toEqual({ language: 'ar', updatedAt: version });
    // Another admin's are their own.
    expect((await get(file.cookies.superAdmin)).json().data.language).toBeNull();

    const again = await put(file.cookies.editor, { language: 'fr', updatedAt: version });
    expect(again.json().data.language).toBe('fr');
    const cleared = await put(file.cookies.editor, { language: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.language).toBeNull();
  });

  it('refuse an unknown language with a message, and keep what was stored', async () => {
    await put(file.cookies.superAdmin, { language: 'fr' });
    for (const language of ['de', 'FR', '', 'fr-FR']) {
      const refused = await put(file.cookies.superAdmin, { language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: "The language must be one of en, fr, ar, or null for the browser's",
      });
    }
    for (const payload of [{ language: 3 }, {}, { language: 'x'.repeat(21) }]) {
      const refused = await put(file.cookies.superAdmin, payload);
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect((await get(file.cookies.superAdmin)).json().data.language).toBe('fr');
  });

  it('refuse a change based on an older version (another window changed them): 409, nothing changed', async () => {
    const first = (await put(file.cookies.superAdmin, { language: 'en' })).json().data.updatedAt as string;
    const second = await put(file.cookies.superAdmin, { language: 'ar', updatedAt: first });
    expect(second.statusCode).toBe(200);
    const stale = await put(file.cookies.superAdmin, { language: 'fr', updatedAt: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Your preferences were changed in another window; reload to see them');
    expect((await get(file.cookies.superAdmin)).json().data.language).toBe('ar');
    // The version may come as If-Match or If-Unmodified-Since too, as for every edit.
    const staleByHeader = (headers: Record<string, string>) =>
      file.server.app.inject({
        method: 'PUT',
        url: '/api/admin/preferences',
        headers: { cookie: file.cookies.superAdmin, ...headers },
        payload: { language: 'fr' },
      });
    expect((await staleByHeader({ 'if-match': `"${first}"` })).statusCode).toBe(409);
    expect(
      (await staleByHeader({ 'if-unmodified-since': new Date(Date.parse(first) - 60_000).toUTCString() })).statusCode,
    ).toBe(409);
    expect((await staleByHeader({ 'if-match': '"not-a-date"' })).statusCode).toBe(400);
    // Based on nothing stored, though something is: refused too.
    expect((await put(file.cookies.superAdmin, { language: 'fr', updatedAt: null })).statusCode).toBe(409);
    expect((await get(file.cookies.superAdmin)).json().data.language).toBe('ar');
  });

  it('need a signed-in admin', async () => {
    const response = await file.server.app.inject({ method: 'GET', url: '/api/admin/preferences' });
    expect(response.statusCode).toBe(401);
    const write = await file.server.app.inject({
      method: 'PUT',
      url: '/api/admin/preferences',
      payload: { language: 'fr' },
    });
    expect([401, 403]).toContain(write.statusCode);
  });
});
