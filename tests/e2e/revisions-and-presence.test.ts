import { describe, expect, it } from 'vitest';
import { api, clickInDialog, confirmDialog, e2eSuite, newPage, shot, signIn } from './support';

/**
 * Issue 33 items 3 and 4 in a real browser: an admin has a FAQ open; a second browser context (another admin)
 * opening it sees who is editing, takes over, and restores an older version from the History timeline; the
 * first is told it lost the lock, and its save asks to reload.
 */
describe('revisions and presence', () => {
  // The site's preview page for FAQs (docs/editorial-workflow.md): the test stands in for the site.
  const suite = e2eSuite({ env: { PREVIEW_URL_FAQS: 'https://site.example/faq?preview={token}' } });
  // An admin: an editor's save (a restore too) is a draft over the published FAQ, not a new live version.
  const editor = {
    FName: 'Kofi',
    LName: 'Mensah',
    email: 'kofi.e2e@example.com',
    password: 'Kofi-Password-2026!',
    role: 'admin',
  };

  it('a second browser context sees who is editing, takes over and restores an older version', async () => {
    const first = await newPage(suite.browser, suite.server.url);
    await signIn(first.page);
    expect((await api(first.page, 'POST', '/admin/signup', editor)).status).toBe(201);
    const added = await api(first.page, 'POST', '/faq/add', {
      question: 'Can I return a parcel?',
      answer: 'Within 14 days.',
      row: 1,
    });
    const faq = added.json.data as { _id: string; updatedAt: string };
    await api(first.page, 'PUT', `/faq/edit/${faq._id}`, { answer: 'Within 30 days.', updatedAt: faq.updatedAt });

    await first.page.goto(`/faq/edit?id=${faq._id}`);
    await first.page.getByLabel('Answer').waitFor();
    await expect.poll(() => first.page.getByLabel('Answer').inputValue()).toBe('Within 30 days.');

    const second = await newPage(suite.browser, suite.server.url);
    await signIn(second.page, editor.email, editor.password);
    await second.page.goto(`/faq/edit?id=${faq._id}`);
    const banner = second.page.getByText(/is editing this record/);
    await banner.waitFor();
    await shot(second.page, 'presence-someone-editing');
    await second.page.getByRole('button', { name: 'Take over' }).click();
    await banner.waitFor({ state: 'detached' });

    // The first editor hears of it at its next heartbeat (every 15 s).
    await first.page.getByText('Kofi Mensah took over editing this record.').waitFor({ timeout: 30_000 });
    await first.page.getByLabel('Answer').fill('Within 60 days.');
    await first.page.getByRole('button', { name: 'Save' }).click();
    await first.page.getByRole('dialog').getByText('Editing taken over').waitFor();
    await clickInDialog(first.page, 'Reload');

    // The second restores version 1 from the timeline: a new version, through the FAQ's own save.
    await second.page.getByRole('button', { name: /History/ }).click();
    await second.page.getByRole('table', { name: 'Version 1 compared with version 2' }).waitFor();
    await shot(second.page, 'revisions-timeline-compare');
    await second.page.getByRole('button', { name: 'Restore version 1' }).click();
    await confirmDialog(second.page);
    await second.page.getByText('Version 1 restored as a new version').waitFor();

    const versions = await api(second.page, 'GET', `/revisions?kind=faqs&id=${faq._id}`);
    expect(
      versions.json.data.map((version: { version: number; restoredFrom: number | null }) => [
        version.version,
        version.restoredFrom,
      ]),
    ).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const saved = await api(second.page, 'GET', '/faq');
    expect(saved.json.data.find((row: { _id: string }) => row._id === faq._id).answer).toBe('Within 14 days.');
    await first.context.close();
    await second.context.close();
  }, 180_000);

  it('an editor changes a published FAQ as a draft and previews it; an admin schedules it and the site gets it then', async () => {
    const admin = await newPage(suite.browser, suite.server.url);
    await signIn(admin.page);
    const writer = {
      FName: 'Sara',
      LName: 'Haddad',
      email: 'sara.e2e@example.com',
      password: 'Sara-Password-2026!',
      role: 'editor',
    };
    expect((await api(admin.page, 'POST', '/admin/signup', writer)).status).toBe(201);
    const added = await api(admin.page, 'POST', '/faq/add', {
      question: 'Do you deliver on Sundays?',
      answer: 'No, Monday to Saturday.',
      row: 2,
    });
    const id = added.json.data._id as string;
    const delivered = async (headers: Record<string, string> = {}) => {
      const answer = await (await fetch(`${suite.server.url}/api/content/faqs`, { headers })).json();
      return (answer.data as Array<{ id: string; answer: string }>).find((faq) => faq.id === id)?.answer;
    };
    expect(await delivered()).toBe('No, Monday to Saturday.');

    // The editor may not publish: the change is a draft, the site keeps the published answer.
    const editor = await newPage(suite.browser, suite.server.url);
    await signIn(editor.page, writer.email, writer.password);
    await editor.page.goto(`/faq/edit?id=${id}`);
    await editor.page.getByText('Your changes are saved as a draft; an admin publishes them.').waitFor();
    await editor.page.getByLabel('Answer').fill('Yes, on Sundays too, in Casablanca and Rabat.');
    await editor.page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(editor.page);
    await editor.page
      .getByRole('row', { name: /Do you deliver on Sundays/ })
      .getByText('Changed')
      .waitFor();
    expect(await delivered()).toBe('No, Monday to Saturday.');

    // Preview opens the site's page with a token; the site sends it back and gets the draft.
    await editor.context.route('https://site.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Preview</title>' }),
    );
    await editor.page.goto(`/faq/edit?id=${id}`);
    const opened = editor.context.waitForEvent('page');
    await editor.page.getByRole('button', { name: 'Preview' }).click();
    const preview = await opened;
    await preview.waitForLoadState();
    const token = new URL(preview.url()).searchParams.get('preview')!;
    expect(token).toMatch(/^faqs\./);
    expect(await delivered({ 'x-preview-token': token })).toBe('Yes, on Sundays too, in Casablanca and Rabat.');
    expect(await delivered()).toBe('No, Monday to Saturday.');

    // The admin schedules the draft a few seconds ahead; the site gets it then, without anyone saving again.
    await admin.page.goto(`/faq/edit?id=${id}`);
    await expect
      .poll(() => admin.page.getByLabel('Answer').inputValue())
      .toBe('Yes, on Sundays too, in Casablanca and Rabat.');
    await admin.page.getByLabel('Save as draft').check();
    const { local, at } = await admin.page.evaluate(() => {
      const date = new Date(Date.now() + 15_000);
      date.setMilliseconds(0);
      const pad = (value: number) => String(value).padStart(2, '0');
      return {
        local: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
        at: date.getTime(),
      };
    });
    await admin.page.getByLabel('Publish at', { exact: true }).fill(local);
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(admin.page);
    await admin.page
      .getByRole('row', { name: /Do you deliver on Sundays/ })
      .getByText('Scheduled')
      .waitFor();
    await shot(admin.page, 'faq-scheduled');
    if (Date.now() < at) expect(await delivered()).toBe('No, Monday to Saturday.');
    await expect
      .poll(() => delivered(), { timeout: 45_000, interval: 500 })
      .toBe('Yes, on Sundays too, in Casablanca and Rabat.');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await editor.context.close();
    await admin.context.close();
  }, 180_000);
});
