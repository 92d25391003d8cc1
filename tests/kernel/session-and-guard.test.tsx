import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { notesPlugin } from './fixtures/notes-plugin';

describe('session, sign-in and guarding', () => {
  it('shows the sign-in screen at / when signed out, and redirects guarded routes to /', async () => {
    await renderApp({ plugins: [notesPlugin], signedInAs: null, path: '/notes' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('does not call the profile without a remembered login, and forgets one older than 7 days', async () => {
    const api = new FakeApi();
    window.localStorage.setItem('rememberedUntil', String(Date.now() - 1000));
    window.localStorage.setItem('userData', JSON.stringify(sampleAdmin));
    await renderApp({ api, signedInAs: null, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(window.localStorage.getItem('userData')).toBeNull();
  });

  it('shows a spinner while the session check runs, then the screen', async () => {
    const api = new FakeApi();
    let answer!: () => void;
    api.on(
      'get',
      '/admin/profile',
      () => new Promise((done) => (answer = () => done([200, { success: true, data: sampleAdmin }]))),
    );
    window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
    await renderApp({ api, signedInAs: null, plugins: [notesPlugin], path: '/notes/admin-only' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Secret')).toBeInTheDocument();
  });

  it('with the plugins given as a loader, shows the sign-in screen before they load and their screen once they have', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    api.on('post', '/admin/signin', [200, { success: true, message: 'Signed in', data: sampleAdmin }]);
    let release!: () => void;
    const loaded = new Promise<void>((done) => (release = done));
    const { app } = await renderApp({
      api,
      signedInAs: null,
      path: '/notes/admin-only',
      plugins: () => loaded.then(() => [notesPlugin]),
    });
    // Signed out: the sign-in screen does not wait for the plugins.
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.registry.starting).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Signed in, the asked-for page waits for its plugin (a spinner), never "Page not found".
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Secret')).toBeInTheDocument();
    expect(app.registry.isStarted('notes')).toBe(true);
  });

  it('keeps what was typed on the sign-in screen when the plugins finish starting beside it', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const loaded = new Promise<void>((done) => (release = done));
    const { app } = await renderApp({ signedInAs: null, path: '/', plugins: () => loaded.then(() => [notesPlugin]) });
    await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
    const email = screen.getByLabelText('Email');
    release();
    await waitFor(() => expect(app.registry.starting).toBe(false));
    await waitFor(() => expect(app.registry.isStarted('notes')).toBe(true));
    // The same field, still holding the address (the route table grew: the sign-in screen was not made again).
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });

  it('on a page load with a session, shows the asked-for screen once its plugin has started, never the shell around "Page not found" first', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((done) => (release = done));
    await renderApp({ path: '/notes/admin-only', plugins: () => loaded.then(() => [notesPlugin]) });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // Until the screen is there, a spinner: not the shell around "Page not found" (the screen's routes came late).
    const seenBeforeScreen: string[] = [];
    const watcher = new MutationObserver(() => {
      if (screen.queryByText('Secret')) return watcher.disconnect();
      if (screen.queryByText('Page not found')) seenBeforeScreen.push('Page not found');
      if (screen.queryByRole('button', { name: /profile menu/i })) seenBeforeScreen.push('profile menu');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    release();
    expect(await screen.findByText('Secret')).toBeInTheDocument();
    watcher.disconnect();
    expect([...new Set(seenBeforeScreen)]).toEqual([]);
    expect(screen.getByRole('button', { name: /profile menu/i })).toBeInTheDocument();
  });

  it('clears the session when the profile check fails', async () => {
    const api = new FakeApi().on('get', '/admin/profile', [401, { success: false, message: 'Please sign in' }]);
    window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
    const { app } = await renderApp({ api, signedInAs: null, path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.session.user).toBeNull();
    expect(window.localStorage.getItem('rememberedUntil')).toBeNull();
  });

  it('signs in, going to /dashboard, and shows the server message or "Login failed" on failure', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    let attempt = 0;
    api.on('post', '/admin/signin', (request) => {
      attempt += 1;
      if (attempt === 1) return [401, { success: false, message: 'Invalid email or password' }];
      if (attempt === 2) return [500, 'gateway down'];
      expect(request.body).toEqual({ email: 'amina@example.com', password: 'right' });
      return [200, { success: true, message: 'Signed in', data: sampleAdmin }];
    });
    const { app } = await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /profile menu/i })).toHaveTextContent('Amina Haddad');
    expect(app.session.isAuthenticated).toBe(true);
    expect(Number(window.localStorage.getItem('rememberedUntil'))).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(JSON.parse(window.localStorage.getItem('userData')!).email).toBe('amina@example.com');
  });

  it('a deep link opened while signed out lands on that page (with its query) after sign-in', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, data: sampleAdmin }])
      .on('get', '/notes', [200, { success: true, data: ['Ship to Kenya'] }]);
    await renderApp({ api, signedInAs: null, path: '/notes?tab=all', plugins: [notesPlugin] });
    await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
    expect(document.title).toBe('Sign in · Backoffice');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(await screen.findByText('Ship to Kenya')).toBeInTheDocument();
  });

  it('signs out from the profile menu: revokes, clears, and returns to sign-in', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('post', '/admin/signout', [200, { success: true, message: 'Signed out' }]);
    const { app } = await renderApp({ api, plugins: [notesPlugin], path: '/notes/admin-only' });
    await user.click(await screen.findByRole('button', { name: /profile menu/i }));
    await user.click(await screen.findByText('Logout'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.callsTo('post', '/admin/signout')).toHaveLength(1);
    expect(app.session.user).toBeNull();
    expect(window.localStorage.getItem('userData')).toBeNull();
  });

  it('returns to sign-in at once when the server is slow to revoke the session', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('post', '/admin/signout', () => new Promise(() => undefined));
    const { app } = await renderApp({ api, plugins: [notesPlugin], path: '/notes/admin-only' });
    await user.click(await screen.findByRole('button', { name: /profile menu/i }));
    await user.click(await screen.findByText('Logout'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.callsTo('post', '/admin/signout')).toHaveLength(1);
    expect(app.session.user).toBeNull();
  });

  it('after Logout, the next sign-in starts at the first screen, not at the page that was left', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signout', [200, { success: true, message: 'Signed out' }])
      .on('post', '/admin/signin', [200, { success: true, data: sampleAdmin }]);
    await renderApp({ api, plugins: [notesPlugin], path: '/notes/admin-only' });
    expect(await screen.findByText('Secret')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /profile menu/i }));
    await user.click(await screen.findByText('Logout'));
    await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // No dashboard plugin is booted here: the first screen of the sidebar (never "Page not found").
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('returns to sign-in on a 401 from the API', async () => {
    const api = new FakeApi().on('get', '/notes', [401, { success: false, message: 'Please sign in' }]);
    const { app } = await renderApp({ api, plugins: [notesPlugin], path: '/notes' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.session.isAuthenticated).toBe(false);
  });

  it('keeps the admin signed in on a 403: only that action was refused', async () => {
    const api = new FakeApi().on('get', '/notes', [403, { success: false, message: 'Your role cannot do this' }]);
    const { app } = await renderApp({ api, plugins: [notesPlugin], path: '/notes' });
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('get', '/notes')).toHaveLength(1));
    expect(app.session.isAuthenticated).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('userData')).not.toBeNull();
  });

  it('redirects / to /dashboard when signed in, and merges profile updates into the chip', async () => {
    const { app } = await renderApp({ path: '/' });
    const chip = await screen.findByRole('button', { name: /profile menu/i });
    expect(await screen.findByText('Page not found')).toBeInTheDocument(); // no dashboard plugin here
    app.session.mergeProfile({ FName: 'Nour', LName: 'Saleh' });
    await waitFor(() => expect(chip).toHaveTextContent('Nour Saleh'));
    expect(JSON.parse(window.localStorage.getItem('userData')!).FName).toBe('Nour');
  });

  it('falls back to the email in the chip when the name is missing, and Edit Profile goes to /edit-profile', async () => {
    const user = userEvent.setup();
    await renderApp({ signedInAs: { ...sampleAdmin, FName: '', LName: '' }, path: '/dashboard' });
    const chip = await screen.findByRole('button', { name: /profile menu/i });
    expect(chip).toHaveTextContent('amina@example.com');
    await user.click(chip);
    await user.click(await screen.findByText('Edit Profile'));
    // No profile plugin here: the route is unknown, shown inside the shell.
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByText('Edit Profile')).toBeNull();
  });
});
