import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import type { Admin, Faq } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { pickDate } from '../../support/date-fields';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';

const base = { answer: 'An answer.', publishAt: null, unpublishAt: null };
const faqs: Faq[] = [
  {
    ...base,
    _id: 'f1',
    question: 'Live question?',
    row: 1,
    updatedAt: '2026-11-01T10:00:00.000Z',
    status: 'published',
    state: 'published',
  },
  {
    ...base,
    _id: 'f2',
    question: 'Draft question?',
    row: 2,
    updatedAt: '2026-11-02T10:00:00.000Z',
    status: 'draft',
    state: 'draft',
  },
  {
    ...base,
    _id: 'f3',
    question: 'Changed question?',
    row: 3,
    updatedAt: '2026-11-03T10:00:00.000Z',
    status: 'published',
    state: 'changed',
  },
  {
    ...base,
    _id: 'f4',
    question: 'Scheduled question?',
    row: 4,
    updatedAt: '2026-11-04T10:00:00.000Z',
    status: 'draft',
    state: 'scheduled',
    publishAt: SOON,
  },
];

const api = () => new FakeApi().on('get', '/faq', [200, { success: true, data: faqs }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FAQ publishing', () => {
  it('tags each FAQ of the list with its state', async () => {
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs' });
    await screen.findByText('Live question?');
    expect(within(rowOf('Live question?')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Draft question?')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Changed question?')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Scheduled question?')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('saves a published FAQ as a draft, and schedules it', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/faq/edit/:id', [200, { success: true, data: faqs[0] }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    const answer = await screen.findByLabelText('Answer');
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Published')).toBeInTheDocument();
    await user.type(answer, ' More.');
    await user.click(within(bar).getByLabelText('Save as draft'));
    pickDate(within(bar).getByLabelText('Publish at'), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/faq/edit/f1')).toHaveLength(1));
    const body = fake.callsTo('put', '/faq/edit/f1')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      answer: 'An answer. More.',
      status: 'draft',
      publishAt: new Date('2030-05-01T10:00:00').toISOString(),
    });
  });

  it('publishes a draft as it is: no "No changes made", the status is sent', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/faq/edit/:id', [200, { success: true, data: faqs[1] }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f2' });
    await screen.findByLabelText('Answer');
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByLabelText('Save as draft')).toBeChecked();
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/faq/edit/f2')).toHaveLength(1));
    expect(fake.callsTo('put', '/faq/edit/f2')[0].body).toMatchObject({ status: 'published' });
  });

  it('offers an editor drafts only: no publishing choice, nothing but the fields sent', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/faq/edit/:id', [200, { success: true, data: faqs[0] }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1', signedInAs: editor });
    const answer = await screen.findByLabelText('Answer');
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish at')).not.toBeInTheDocument();
    await user.type(answer, ' Edited.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/faq/edit/f1')).toHaveLength(1));
    expect(fake.callsTo('put', '/faq/edit/f1')[0].body).toEqual({
      question: 'Live question?',
      answer: 'An answer. Edited.',
      row: 1,
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('opens the site page of the draft with its preview link; a refusal is shown', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/faq?preview=faqs.1.sig';
    const fake = api().on('post', '/publishing/:kind/:id/preview', [
      200,
      { success: true, data: { url, token: 'faqs.1.sig', expiresAt: SOON } },
    ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f3' });
    await screen.findByLabelText('Answer');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/faqs/f3/preview')).toHaveLength(1);

    fake.on('post', '/publishing/:kind/:id/preview', [
      404,
      { success: false, message: 'No preview address is set for this kind: set PREVIEW_URL_FAQS' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/set PREVIEW_URL_FAQS/)).toBeInTheDocument();
  });
});
