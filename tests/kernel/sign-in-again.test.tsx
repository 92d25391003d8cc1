import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { faqFixture } from '../support/fixtures';
import { renderApp } from '../support/render-app';

const faq = faqFixture();

/** The FAQ editor with one FAQ; its first save meets an ended session (401), later saves succeed. */
function setUp() {
  const user = userEvent.setup();
  let saves = 0;
  const api = new FakeApi()
    .on('get', '/faq', [200, { success: true, data: [faq] }])
    .on('put', '/faq/edit/f1', () => {
      saves += 1;
      return saves === 1
        ? [401, { success: false, message: 'Please sign in' }]
        : [200, { success: true, data: { ...faq, answer: 'Yes, in 48 hours.' } }];
    })
    .on('post', '/admin/signin', (request) =>
      (request.body as { password: string }).password === 'right'
        ? [200, { success: true, data: sampleAdmin }]
        : [401, { success: false, message: 'Invalid email or password' }],
    )
    .on('post', '/admin/signout', [200, { success: true, message: 'Signed out' }]);
  return { user, api };
}

async function editAndSave(user: ReturnType<typeof userEvent.setup>) {
  const answer = await screen.findByLabelText(/Answer/);
  await waitFor(() => expect(answer).toHaveValue('Yes.'));
  await user.clear(answer);
  await user.type(answer, 'Yes, in 48 hours.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
}

describe('an ended session during a save', () => {
  it('asks to sign in again over the screen, then sends the same save and finishes it', async () => {
    const { user, api } = setUp();
    await renderApp({ plugins: [faqsPlugin], api, path: '/faq/edit?id=f1' });
    await editAndSave(user);

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(within(dialog).getByText(sampleAdmin.email)).toBeInTheDocument();
    // The edit is still on the screen underneath.
    expect(screen.getByLabelText(/Answer/)).toHaveValue('Yes, in 48 hours.');

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument();
    const saves = api.callsTo('put', '/faq/edit/f1');
    expect(saves).toHaveLength(2);
    expect(saves[1].body).toEqual(saves[0].body);
    expect(saves[1].body).toMatchObject({ answer: 'Yes, in 48 hours.' });
    expect(api.callsTo('post', '/admin/signin')[1].body).toEqual({ email: sampleAdmin.email, password: 'right' });
  });

  it('Sign out in that dialog ends the session and returns to sign-in', async () => {
    const { user, api } = setUp();
    const { app } = await renderApp({ plugins: [faqsPlugin], api, path: '/faq/edit?id=f1' });
    await editAndSave(user);
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.session.isAuthenticated).toBe(false);
    expect(api.callsTo('put', '/faq/edit/f1')).toHaveLength(1);
  });
});
