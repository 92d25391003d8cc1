import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { renderApp } from '../../support/render-app';
import type { Article } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import {
  dialogButton,
  expectDialog,
  expectFieldMessage,
  saveRefusedOnField,
  expectFormRefused,
} from '../../support/dialogs-and-files';

const blog: Article = {
  _id: 'a1',
  kind: 'blog',
  subtitle: 'Subtitle 1',
  title: 'Article 1',
  creator: 'Sara Benali',
  date: '2026-10-05',
  readTime: 7,
  description: 'About it',
  category: 'Shipping',
  blogPhoto: '',
  mediaName: '',
  mediaSize: 0,
  content: '<p>Text</p>',
  slug: 'article-1',
  metaDescription: 'Meta',
  createdAt: '2026-10-05T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
};
const api = () => new FakeApi().on('get', '/blog/get', [200, [blog]]);

/** The editing area of the rich-text editor, once it has loaded. */
const contentArea = () => screen.findByRole('textbox', { name: 'Blog content' });

async function openAdd(fake = api()) {
  const user = userEvent.setup();
  await renderApp({ plugins: [articlesPlugin], api: fake, path: '/explore/blogs/add-blog' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Add New Blog' })).toBeInTheDocument();
  return { user, area: await contentArea() };
}

async function openEdit(fake = api()) {
  const user = userEvent.setup();
  await renderApp({ plugins: [articlesPlugin], api: fake, path: '/explore/blogs/edit-blog?id=a1' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
  const area = await contentArea();
  await waitFor(() => expect(area).toHaveTextContent('Text'));
  return { user, area };
}

const REQUIRED = [
  'Subtitle',
  'Blog Title',
  'Author',
  'Date Created',
  'Read Time (minutes)',
  'Category',
  'Blog Description',
  'Slug',
  'SEO Meta Description',
];

describe('article editor: field-level errors', () => {
  it('marks the required fields, the content included; the cover is optional', async () => {
    const { area } = await openAdd();
    for (const label of REQUIRED) expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Content', { selector: 'label' })).toHaveAttribute('for', area.id);
    // Before a cover is chosen its file line reads the spec's default text.
    expect(screen.getByLabelText('Blog Cover Image (1062 X 530) file')).toHaveTextContent('Media .Png');
    expect(document.querySelector('input[type=file]')).not.toHaveAttribute('aria-required');
  });

  it('a failed check keeps the summary, shows each message on its field and focuses the first wrong one', async () => {
    const { user, area } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    const subtitle = screen.getByLabelText('Subtitle');
    expectFieldMessage(subtitle, 'Please enter the subtitle');
    const expected: Record<string, string> = {
      'Blog Title': 'Please enter the title',
      Author: 'Please enter the author',
      'Blog Description': 'Please enter the description',
      Slug: 'Please enter the slug',
      'SEO Meta Description': 'Please enter the SEO meta description',
    };
    for (const [label, message] of Object.entries(expected))
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expectFieldMessage(area, 'Please write the content');
    // The defaults are fine.
    expect(screen.getByLabelText('Date Created')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Read Time (minutes)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Category')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(subtitle).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(subtitle, 'Step by step');
    expect(subtitle).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the subtitle')).not.toBeInTheDocument();
    area.innerHTML = '<p>Body text</p>';
    await waitFor(() => expect(area).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('Please enter the author')).toBeInTheDocument();
  });

  it('a slug of the wrong form: the summary line, the rule on the field, which takes focus', async () => {
    const { user } = await openEdit();
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'cod--tips');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused(/^The slug may contain only lower-case letters/);
    expectFieldMessage(slug, 'Only lower-case letters, digits and single dashes (e.g. cod-in-morocco)');
    await waitFor(() => expect(slug).toHaveFocus());
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('put', '/blog/edit/:id', [
      400,
      { success: false, message: 'metaDescription must be at most 300 characters', field: 'metaDescription' },
    ]);
    const { user } = await openEdit(fake);
    await user.type(screen.getByLabelText('SEO Meta Description'), ' text');
    await saveRefusedOnField(user, 'SEO Meta Description', 'metaDescription must be at most 300 characters');
  });

  it('a slug already used (409 naming the slug): the dialog, then the message on the slug, which takes focus', async () => {
    const message = 'Another blog already uses this slug; choose another one';
    const fake = api().on('put', '/blog/edit/:id', [409, { success: false, message, field: 'slug' }]);
    const { user } = await openEdit(fake);
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'cod-tips');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog(message);
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(message);
    await waitFor(() => expect(slug).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
  });
});
