import { describe, expect, it } from 'vitest';
import { api, e2eSuite, newPage, PHONE, shot, signIn } from './support';

/** Issue 38: a FAQ translated into French and Arabic in the Arabic (right-to-left) admin. */
describe('FAQ translations end to end', () => {
  const suite = e2eSuite({ env: { CONTENT_LOCALES: 'en,fr,ar' } });

  it('edits a FAQ in French and Arabic from the Arabic admin, and the site gets each language', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, { width: 1440, height: 900 });
    await signIn(page);
    const created = await api(page, 'POST', '/faq/add', {
      question: 'How long does delivery take?',
      answer: 'Two to three days.',
      row: 1,
    });
    const id = created.json.data._id as string;
    // The admin in Arabic: right to left.
    await page.evaluate(() => localStorage.setItem('backoffice.language', 'ar'));
    await page.goto(`/faq/edit?id=${id}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 30_000 }).toBe('rtl');

    const switcher = page.getByLabel('لغة المحتوى');
    for (const [locale, question, answer] of [
      ['fr', 'Combien de temps dure la livraison ?', 'Deux à trois jours.'],
      ['ar', 'كم يستغرق التوصيل؟', 'من يومين إلى ثلاثة أيام.'],
    ]) {
      await switcher.getByText(locale, { exact: true }).click();
      const fields = page.locator(`[data-translation-locale="${locale}"] [lang="${locale}"]`);
      await expect.poll(() => fields.count(), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => fields.first().isEnabled(), { timeout: 30_000 }).toBe(true);
      await fields.nth(0).fill(question);
      await fields.nth(1).fill(answer);
      await page.getByRole('button', { name: 'حفظ الترجمة' }).click();
      await page.getByText('تم حفظ الترجمة').waitFor();
      expect(await fields.first().getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    }
    // The English text stands beside the Arabic field, on the left of a right-to-left page.
    const source = page.locator('.bo-translation-source').first();
    const field = page.locator('[data-translation-locale="ar"] [lang="ar"]').first();
    expect((await source.boundingBox())!.x).toBeLessThan((await field.boundingBox())!.x);
    await source.scrollIntoViewIfNeeded();
    await shot(page, 'faq-translation-ar-desktop');

    await page.setViewportSize(PHONE);
    await page.locator('.bo-translation-editor').scrollIntoViewIfNeeded();
    await shot(page, 'faq-translation-ar-phone');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/faqs');
    const row = page.locator('tr', { hasText: 'How long does delivery take?' });
    await row.first().waitFor();
    await shot(page, 'faq-translations-list-ar');
    await expect.poll(() => row.locator('[data-locale][data-complete="true"]').count(), { timeout: 30_000 }).toBe(3);

    for (const [locale, question] of [
      ['fr', 'Combien de temps dure la livraison ?'],
      ['ar', 'كم يستغرق التوصيل؟'],
    ]) {
      const delivered = await fetch(`${suite.server.url}/api/content/faqs?locale=${locale}`);
      expect(delivered.headers.get('content-language')).toBe(locale);
      expect((await delivered.json()).data[0]).toMatchObject({ question, locales: ['en', 'fr', 'ar'] });
    }
    await context.close();
  });
});
