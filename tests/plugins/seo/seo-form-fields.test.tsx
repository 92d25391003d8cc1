import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import seoPlugin from '@backoffice/plugin-seo';
import { renderApp } from '../../support/render-app';
import type { Failure } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import { seoPage } from './fixtures';
import { dialogButton, expectDialog, expectFieldMessage } from '../../support/dialogs-and-files';

const home = seoPage({ metaTags: ['cod'], metaDescription: 'Cash on delivery', metaKeywords: ['cod'] });
const api = () => new FakeApi().on('get', '/sections/seo', [200, [home]]);

async function openEditor(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [seoPlugin], api: fake, path: '/edit-seo/Home' });
  expect(await screen.findByLabelText('Meta Tags')).toHaveValue('cod');
  return user;
}

/** Saves through the confirmation and closes the error dialog saying `message`. */
async function saveRefused(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await waitFor(() => dialogButton('Confirm')));
  await expectDialog(message);
}

describe('SEO editor: field-level errors', () => {
  it('requires nothing (an empty field clears it)', async () => {
    await openEditor(api());
    for (const label of ['Meta Tags', 'Meta Description', 'Meta Keywords'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-required');
  });

  it("a server 400 naming a field is shown on it; one naming a tag of the list, on the list's field", async () => {
    let answer: [number, Failure] = [
      400,
      { success: false, message: 'metaDescription must be at most 1000 characters', field: 'metaDescription' },
    ];
    // A copy of the refusal: the fake takes a Failure with extra fields, which an interface is not.
    const user = await openEditor(api().on('put', '/sections/seo-update/:title', () => [answer[0], { ...answer[1] }]));
    await user.type(screen.getByLabelText('Meta Description'), ' across Africa');
    await saveRefused(user, 'metaDescription must be at most 1000 characters');
    const description = screen.getByLabelText('Meta Description');
    expectFieldMessage(description, 'metaDescription must be at most 1000 characters');
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveValue('Cash on delivery across Africa');

    answer = [400, { success: false, message: 'metaTags.1 must be at most 100 characters', field: 'metaTags.1' }];
    await user.type(screen.getByLabelText('Meta Tags'), ', fulfilment');
    await saveRefused(user, 'metaTags.1 must be at most 100 characters');
    const tags = screen.getByLabelText('Meta Tags');
    expectFieldMessage(tags, 'metaTags.1 must be at most 100 characters');
    expect(description).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(tags).toHaveFocus());
    // Fixing the field takes its message away.
    await user.type(tags, '!');
    expect(tags).not.toHaveAttribute('aria-invalid');
  });
});

describe('new SEO page: the meta fields say their server messages too', () => {
  it('a 400 naming the keywords is shown on Meta Keywords', async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/sections/seo-add', [
      400,
      { success: false, message: 'metaKeywords must be at most 2000 characters', field: 'metaKeywords' },
    ]);
    await renderApp({ plugins: [seoPlugin], api: fake, path: '/seo/add' });
    await user.type(await screen.findByLabelText('Page'), 'Partners');
    await user.type(screen.getByLabelText('Meta Keywords'), 'cod');
    await saveRefused(user, 'metaKeywords must be at most 2000 characters');
    const keywords = screen.getByLabelText('Meta Keywords');
    expectFieldMessage(keywords, 'metaKeywords must be at most 2000 characters');
    await waitFor(() => expect(keywords).toHaveFocus());
  });
});
