import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import seoPlugin from '@backoffice/plugin-seo';
import { renderApp } from '../../support/render-app';
import type { Admin, SeoPage } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { seoPage } from './fixtures';
import { dialogButton, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const home = seoPage({ _id: 's1', title: 'Home' });
const listOf = (pages: SeoPage[]) => new FakeApi().on('get', '/sections/seo', [200, pages]);

describe('SEO: fresh install, add and delete', () => {
  it("an empty list says 'No pages found' and offers Add New Page to an editor, not to a viewer", async () => {
    await renderApp({ plugins: [seoPlugin], api: listOf([]), path: '/seo' });
    expect(await screen.findByText('No pages found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add New Page/ })).toHaveLength(2);
    cleanup();
    await renderApp({ plugins: [seoPlugin], api: listOf([]), path: '/seo', signedInAs: viewer });
    expect(await screen.findByText('No pages found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New Page/ })).not.toBeInTheDocument();
  });

  it('adds the entry of a new page: its name required, tags and keywords split on commas', async () => {
    const user = userEvent.setup();
    const fake = listOf([home]).on('post', '/sections/seo-add', [
      201,
      { success: true, data: { ...home, _id: 's2', title: 'Partners' } },
    ]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/seo' });
    await user.click(await screen.findByRole('button', { name: /Add New Page/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter the page name');
    expect(screen.getByLabelText('Page')).toHaveAccessibleDescription('Please enter the page name');
    await user.type(screen.getByLabelText('Page'), 'Partners');
    await user.type(screen.getByLabelText('Meta Tags'), 'partners, cod,');
    await user.type(screen.getByLabelText('Meta Description'), ' Our partners ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add the SEO data for this page?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/sections/seo-add')).toHaveLength(1));
    expect(fake.callsTo('post', '/sections/seo-add')[0].body).toEqual({
      title: 'Partners',
      metaTags: ['partners', 'cod'],
      metaDescription: 'Our partners',
      metaKeywords: [],
    });
    expect(await screen.findByRole('heading', { name: 'SEO' })).toBeInTheDocument();
  });

  it('deletes an entry after confirmation and reloads; a viewer has no Delete', async () => {
    const user = userEvent.setup();
    const fake = listOf([home]).on('delete', '/sections/seo-delete/:id', [
      200,
      { success: true, message: 'SEO page deleted' },
    ]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/seo' });
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(/The SEO data of 'Home' will be deleted/),
    ).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/sections/seo-delete/s1')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/sections/seo').length).toBeGreaterThanOrEqual(2));
    cleanup();
    await renderApp({ plugins: [seoPlugin], api: listOf([home]), path: '/seo', signedInAs: viewer });
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
