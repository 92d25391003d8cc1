import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import seoPlugin from '@backoffice/plugin-seo';
import { renderApp } from '../../support/render-app';
import type { Admin, SeoPage } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const base = {
  metaTags: ['cod'],
  metaKeywords: ['africa'],
  createdAt: '2026-03-01T10:00:00.000Z',
  publishAt: null,
  unpublishAt: null,
};
const pages: SeoPage[] = [
  {
    ...base,
    _id: 's1',
    title: 'Home',
    metaDescription: 'Cash on delivery',
    updatedAt: '2026-03-10T10:00:00.000Z',
    status: 'published',
    state: 'published',
  },
  {
    ...base,
    _id: 's2',
    title: 'Pricing',
    metaDescription: 'Plans',
    updatedAt: '2026-03-11T10:00:00.000Z',
    status: 'draft',
    state: 'draft',
  },
  {
    ...base,
    _id: 's3',
    title: 'Careers',
    metaDescription: 'Jobs',
    updatedAt: '2026-03-12T10:00:00.000Z',
    status: 'draft',
    state: 'scheduled',
    publishAt: '2030-05-01T08:00:00.000Z',
  },
];
const api = () => new FakeApi().on('get', '/sections/seo', [200, pages]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('SEO entry publishing', () => {
  it('tags each entry of the list with its state', async () => {
    await renderApp({ plugins: [seoPlugin], api: api(), path: '/seo' });
    await screen.findByText('Home');
    expect(within(rowOf('Home')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Pricing')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Careers')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('saves a published entry as a draft from the publish bar', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/sections/seo-update/:title', [
      200,
      {
        success: true,
        data: { ...pages[0], metaDescription: 'Cash on delivery across Africa', status: 'draft', state: 'changed' },
      },
    ]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/edit-seo/Home' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Published')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Meta Description' }), ' across Africa');
    await user.click(within(bar).getByLabelText('Save as draft'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/sections/seo-update/Home')).toHaveLength(1));
    expect(fake.callsTo('put', '/sections/seo-update/Home')[0].body).toMatchObject({
      metaDescription: 'Cash on delivery across Africa',
      status: 'draft',
    });
  });

  it('publishes a scheduled entry now: the status is sent and its publish time cleared', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/sections/seo-update/:title', [
      200,
      { success: true, data: { ...pages[2], status: 'published', state: 'published', publishAt: null } },
    ]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/edit-seo/Careers' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Scheduled')).toBeInTheDocument();
    await user.clear(within(bar).getByLabelText('Publish at'));
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/sections/seo-update/Careers')).toHaveLength(1));
    expect(fake.callsTo('put', '/sections/seo-update/Careers')[0].body).toMatchObject({
      status: 'published',
      publishAt: null,
    });
  });

  it('tells an editor the changes are drafts', async () => {
    await renderApp({ plugins: [seoPlugin], api: api(), path: '/edit-seo/Home', signedInAs: editor });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish at')).not.toBeInTheDocument();
  });
});
