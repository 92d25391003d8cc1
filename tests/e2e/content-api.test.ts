import { describe, expect, it } from 'vitest';
import { api, confirmDialog, e2eSuite, newPage, shot, signIn } from './support';

/**
 * Seconds ahead the article is scheduled: short, so the test waits for the real clock instead of faking it, yet
 * long enough for a busy machine to save it and look at the public route before the time comes.
 */
const AHEAD_SECONDS = 20;

describe('scheduled articles reach the public content API', () => {
  const suite = e2eSuite();

  it('an editor schedules a blog a few seconds ahead: the public route does not list it, then does', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    // A retry starts from a clean slate: the first try's blogs would hold their slugs.
    for (const blog of (await api(page, 'GET', '/blog/get')).json as Array<{ _id: string; slug: string }>) {
      if (['our-new-gulf-warehouse', 'our-riyadh-hub'].includes(blog.slug))
        await api(page, 'DELETE', `/blog/delete/${blog._id}`);
    }
    // A second blog scheduled a day ahead, for the status filter below: the first one's time may come while a busy
    // machine is still filtering, and then it is rightly no longer "Scheduled".
    const later = await page.request.post('/api/blog/create', {
      headers: { 'sec-fetch-site': 'same-origin' },
      multipart: {
        subtitle: 'Later',
        title: 'Our Riyadh hub',
        creator: 'Sara Haddad',
        date: '2026-11-02',
        readTime: '3',
        description: 'A hub for the Kingdom.',
        category: 'Fulfillment',
        content: '<p>Soon in Riyadh.</p>',
        slug: 'our-riyadh-hub',
        metaDescription: 'Our Riyadh hub.',
        status: 'draft',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(later.status(), await later.text()).toBe(201);
    await page.goto('/explore/blogs');
    await page.getByRole('button', { name: /Add New/ }).click();
    await page.getByLabel('Subtitle').fill('Coming soon');
    await page.getByLabel('Blog Title').fill('Our new Gulf warehouse');
    await page.getByLabel('Author').fill('Sara Haddad');
    await page.getByLabel('Blog Description').fill('Next-day delivery across the GCC from our Dubai warehouse.');
    await page.getByLabel('SEO Meta Description').fill('Our new Gulf warehouse.');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Stock once, deliver everywhere in the Gulf.');
    expect(await page.getByLabel('Slug').inputValue()).toBe('our-new-gulf-warehouse');

    // The publish bar: a draft with a time to publish it at.
    await page.getByLabel('Save as draft').check();
    // The time as the browser's own clock and time zone write it in a datetime-local field.
    const { local, at } = await page.evaluate((seconds) => {
      const date = new Date(Date.now() + seconds * 1000);
      date.setMilliseconds(0);
      const pad = (value: number) => String(value).padStart(2, '0');
      return {
        local: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
        at: date.getTime(),
      };
    }, AHEAD_SECONDS);
    await page.getByLabel('Publish at', { exact: true }).fill(local);
    expect(await page.getByLabel('Save as draft').isChecked()).toBe(true);
    expect(await page.getByLabel('Publish on save').isChecked()).toBe(false);
    await shot(page, 'article-schedule');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Blogs' }).waitFor();
    await page
      .getByRole('row', { name: /Our new Gulf warehouse/ })
      .getByText('Scheduled')
      .waitFor();

    // The public route (no session: a fresh request context, from the public site's origin).
    const publicSlugs = async () => {
      const response = await fetch(`${suite.server.url}/api/content/articles/blog`, {
        headers: { origin: 'http://127.0.0.1' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1');
      return ((await response.json()) as { data: Array<{ slug: string }> }).data.map((article) => article.slug);
    };
    expect(Date.now()).toBeLessThan(at);
    expect(await publicSlugs()).not.toContain('our-new-gulf-warehouse');
    expect((await fetch(`${suite.server.url}/api/content/articles/blog/our-new-gulf-warehouse`)).status).toBe(404);

    // The state filter: scheduled shows the blog of tomorrow, drafts show none.
    await page.getByLabel('Filter by status').click();
    await page.locator('.ant-select-item-option', { hasText: 'Draft' }).click();
    await page.getByText('No blog matches your search.').waitFor();
    await page.getByLabel('Filter by status').click();
    await page.locator('.ant-select-item-option', { hasText: 'Scheduled' }).click();
    await page.getByRole('cell', { name: 'Our Riyadh hub', exact: true }).waitFor();
    await shot(page, 'articles-scheduled');

    // Once its time has come it is listed, without anyone saving it again.
    const deadline = at + 20_000;
    let slugs = await publicSlugs();
    while (!slugs.includes('our-new-gulf-warehouse') && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 500));
      slugs = await publicSlugs();
    }
    expect(slugs).toContain('our-new-gulf-warehouse');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    const article = await (await fetch(`${suite.server.url}/api/content/articles/blog/our-new-gulf-warehouse`)).json();
    expect(article.data).toMatchObject({ title: 'Our new Gulf warehouse', author: 'Sara Haddad' });

    // The admin list calls it published once its schedule job has run (at its time, or a moment after).
    const listedDeadline = Date.now() + 30_000;
    for (;;) {
      await page.reload();
      const state = page.getByRole('row', { name: /Our new Gulf warehouse/ }).locator('[data-state]');
      await state.waitFor();
      if ((await state.getAttribute('data-state')) === 'published' || Date.now() > listedDeadline) break;
      await new Promise((wait) => setTimeout(wait, 1000));
    }
    await page.getByLabel('Filter by status').click();
    await page.locator('.ant-select-item-option', { hasText: 'Published' }).click();
    await page.getByRole('cell', { name: 'Our new Gulf warehouse', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Our Riyadh hub', exact: true }).count()).toBe(0);
    await context.close();
  });
});
