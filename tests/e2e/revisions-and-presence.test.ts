import { describe, expect, it } from 'vitest';
import { api, clickInDialog, confirmDialog, e2eSuite, newPage, shot, signIn } from './support';

/**
 * Issue 33 items 3 and 4 in a real browser: an admin has a FAQ open; a second browser context (another admin)
 * opening it sees who is editing, takes over, and restores an older version from the History timeline; the
 * first is told it lost the lock, and its save asks to reload.
 */
describe('revisions and presence', () => {
  const suite = e2eSuite();
  // An admin: an editor's save (a restore too) is a draft over the published FAQ, not a new live version.
  const editor = { FName: 'Kofi', LName: 'Mensah', email: 'kofi.e2e@example.com', password: 'Kofi-Password-2026!', role: 'admin' };

  it('a second browser context sees who is editing, takes over and restores an older version', async () => {
    const first = await newPage(suite.browser, suite.server.url);
    await signIn(first.page);
    expect((await api(first.page, 'POST', '/admin/signup', editor)).status).toBe(201);
    const added = await api(first.page, 'POST', '/faq/add', { question: 'Can I return a parcel?', answer: 'Within 14 days.', row: 1 });
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
    expect(versions.json.data.map((version: { version: number; restoredFrom: number | null }) => [version.version, version.restoredFrom])).toEqual([[3, 1], [2, null], [1, null]]);
    const saved = await api(second.page, 'GET', '/faq');
    expect(saved.json.data.find((row: { _id: string }) => row._id === faq._id).answer).toBe('Within 14 days.');
    await first.context.close();
    await second.context.close();
  }, 180_000);
});
