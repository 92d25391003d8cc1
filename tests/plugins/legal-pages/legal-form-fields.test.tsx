import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import legalPagesPlugin from '@backoffice/plugin-legal-pages';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { legalPage } from './fixtures';
import { expectFieldMessage, saveRefusedOnField, expectFormRefused } from '../../support/dialogs-and-files';

const terms = legalPage();
const api = () => new FakeApi().on('get', '/guides/get', [200, { success: true, guides: [terms] }]);

/** The editing area of the rich-text editor, once it has loaded (with the text it should hold). */
async function contentArea(text?: string): Promise<HTMLElement> {
  const area = await screen.findByRole('textbox', { name: 'Content' });
  if (text) await waitFor(() => expect(area).toHaveTextContent(text));
  return area;
}

/** Empties the editor as a person would (quill's observer turns the change into its value). */
async function emptyEditor(area: HTMLElement) {
  area.innerHTML = '<p><br></p>';
  await waitFor(() => expect(area).toHaveClass('ql-blank'));
}

async function openEdit(fake = api()) {
  const user = userEvent.setup();
  await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages/edit?id=p1' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Terms and Conditions' })).toBeInTheDocument();
  return { user, area: await contentArea('Our terms.') };
}

async function openAdd(fake = api()) {
  const user = userEvent.setup();
  await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages/add' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Add New Legal Page' })).toBeInTheDocument();
  return { user, area: await contentArea() };
}

describe('legal page editor: field-level errors', () => {
  it('marks the title and the content as required, the content by its label too', async () => {
    const { area } = await openEdit();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Content', { selector: 'label' })).toHaveAttribute('for', area.id);
  });

  it('a failed check keeps the summary, shows each message on its field and focuses the first wrong one', async () => {
    const { user, area } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await emptyEditor(area);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required');
    const title = screen.getByLabelText('Title');
    expectFieldMessage(title, 'Please enter the title');
    expectFieldMessage(area, 'Please write the content');
    await waitFor(() => expect(title).toHaveFocus());
    // Fixing a field takes its message away; the other stays.
    await user.type(title, 'Terms of Service');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the title')).not.toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('Please write the content');
  });

  it('empty content alone: its message stands on the editor, which takes focus', async () => {
    const { user, area } = await openEdit();
    await emptyEditor(area);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required');
    expectFieldMessage(area, 'Please write the content');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(area).toHaveFocus());
    area.innerHTML = '<p>New terms.</p>';
    await waitFor(() => expect(area).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please write the content')).not.toBeInTheDocument();
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('put', '/guides/edit/:id', [
      400,
      { success: false, message: 'content must be at most 200000 characters', field: 'content' },
    ]);
    const { user, area } = await openEdit(fake);
    await user.type(screen.getByLabelText('Title'), '!');
    await saveRefusedOnField(user, area, 'content must be at most 200000 characters');
  });
});

describe('new legal page: field-level errors', () => {
  it('marks the title only as required (the content may come later)', async () => {
    const { area } = await openAdd();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-required', 'true');
    expect(area).not.toHaveAttribute('aria-required');
  });

  it('an empty title keeps the summary, shows its message on the field and takes focus', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter a title');
    const title = screen.getByLabelText('Title');
    expectFieldMessage(title, 'Please enter the title');
    await waitFor(() => expect(title).toHaveFocus());
  });

  it("the server's 400 naming the title is shown on it", async () => {
    const fake = api().on('post', '/guides/add', [
      400,
      { success: false, message: 'Please enter a title', field: 'title' },
    ]);
    const { user } = await openAdd(fake);
    await user.type(screen.getByLabelText('Title'), 'Refund Policy');
    await saveRefusedOnField(user, 'Title', 'Please enter a title');
  });
});
