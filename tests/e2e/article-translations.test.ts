import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, e2eSuite, newPage, shot, signIn } from './support';

/** Issue 38: an article translated into Arabic, found by the site at its Arabic address. */
describe('article translations end to end', () => {
  const suite = e2eSuite({ seedDemo: true, env: { CONTENT_LOCALES: 'en,fr,ar' } });

  it('an editor types an Arabic title, takes the Arabic slug suggested and saves; the site finds the article at that address in Arabic', async () => {
    // A blog article the site delivers (the demo seed's), by its id and English address.
    const listed = await (await fetch(`${suite.server.url}/api/content/articles/blog?pageSize=1`)).json();
    const { id, slug: englishSlug } = listed.data[0] as { id: string; slug: string };

    const { context, page } = await newPage(suite.browser, suite.server.url, { width: 1440, height: 900 });
    await signIn(page, DEMO_ACCOUNTS.editor, DEMO_PASSWORD);
    await page.goto(`/explore/blogs/edit-blog?id=${id}`);
    await page.getByLabel('Content language').getByText('ar', { exact: true }).click();
    const title = page.getByRole('textbox', { name: 'Title (ar)', exact: true });
    await expect.poll(() => title.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await title.getAttribute('dir')).toBe('rtl');
    await title.pressSequentially('الشحن إلى المغرب');
    // The slug is suggested from the title, in its own script, while none was typed.
    const slug = page.getByRole('textbox', { name: 'Slug (ar)', exact: true });
    await expect.poll(() => slug.inputValue()).toBe('الشحن-إلى-المغرب');
    await slug.scrollIntoViewIfNeeded();
    await shot(page, 'article-translation-ar-slug');
    await page.getByRole('button', { name: 'Save translation' }).click();
    await page.getByText('Translation saved').waitFor();
    await context.close();

    // The public content API: the Arabic address finds the article, in Arabic.
    const address = `${suite.server.url}/api/content/articles/blog/${encodeURIComponent('الشحن-إلى-المغرب')}`;
    const arabic = await fetch(`${address}?locale=ar`);
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('content-language')).toBe('ar');
    expect(arabic.headers.get('vary')).toMatch(/Accept-Language/);
    expect((await arabic.json()).data).toMatchObject({ id, slug: 'الشحن-إلى-المغرب', title: 'الشحن إلى المغرب' });
    // Asked in Arabic by the browser's language, too; the English address still answers in English.
    const negotiated = await fetch(address, { headers: { 'accept-language': 'ar' } });
    expect(negotiated.headers.get('content-language')).toBe('ar');
    const english = await fetch(`${suite.server.url}/api/content/articles/blog/${englishSlug}?locale=en`);
    expect(english.headers.get('content-language')).toBe('en');
    expect((await english.json()).data).toMatchObject({ id, slug: englishSlug });
    // The Arabic address is no English one.
    expect((await fetch(`${address}?locale=en`)).status).toBe(404);
  });
});
