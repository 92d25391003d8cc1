import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import seoPlugin from '@backoffice/plugin-seo';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { seoPage } from './fixtures';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const pages = [
  seoPage({
    _id: 's1',
    title: 'Home',
    metaTags: ['cod', 'logistics'],
    metaDescription: 'Cash on delivery across Africa',
    metaKeywords: ['cod', 'africa'],
  }),
  seoPage({ _id: 's2', title: 'Pricing' }),
];
const api = () => new FakeApi().on('get', '/sections/seo', [200, pages]);

describe('SEO editor', () => {
  it('opens from the list, previews the result with lengths, splits tags, confirms and returns', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/sections/seo-update/:title', [
      200,
      {
        success: true,
        data: {
          ...pages[0],
          metaTags: ['cod', 'fulfilment'],
          metaDescription: `${pages[0].metaDescription}${'x'.repeat(140)}`,
        },
      },
    ]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/seo' });
    await user.click(await screen.findByLabelText('Edit Home'));
    expect(await screen.findByLabelText('Meta Tags')).toHaveValue('cod, logistics');
    expect(screen.getByLabelText('Meta Keywords')).toHaveValue('cod, africa');
    const preview = screen.getByRole('region', { name: 'Search result preview' });
    expect(preview).toHaveTextContent('Cash on delivery across Africa');
    expect(preview).toHaveTextContent('30/160');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.clear(screen.getByLabelText('Meta Tags'));
    await user.type(screen.getByLabelText('Meta Tags'), ' cod , , fulfilment,');
    await user.type(screen.getByLabelText('Meta Description'), 'x'.repeat(140));
    expect(preview).toHaveTextContent('170/160 (will be cut)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to update the SEO data for this page?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', '/sections/seo-update/Home')).toHaveLength(1));
    expect(fake.callsTo('put', '/sections/seo-update/Home')[0].body).toMatchObject({
      metaTags: ['cod', 'fulfilment'],
      metaKeywords: ['cod', 'africa'],
      updatedAt: pages[0].updatedAt,
    });
    expect(await screen.findByRole('heading', { name: 'SEO' })).toBeInTheDocument();
  });

  it("says 'Page not found' for an unknown title, and 'Failed to update SEO data' when a save fails", async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [seoPlugin], api: api(), path: '/edit-seo/Nowhere' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    const fake = api().on('put', '/sections/seo-update/:title', [500]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/edit-seo/Pricing' });
    await user.type(await screen.findByLabelText('Meta Description'), 'Plans per delivered order');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await expectDialog('Failed to update SEO data');
    expect(screen.getByLabelText('Meta Description')).toHaveValue('Plans per delivered order');
  });
});
