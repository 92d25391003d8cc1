import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definePlugin, Http, useService } from '@backoffice/kernel';
import { renderApp } from '../support/render-app';
import { FakeApi } from '../support/fake-api';

// Issue 38 (docs/languages.md "Export files"): every call to the server says the language the admin sees, so
// what the server writes for them (an export's column names) follows it when their account keeps none.

function ExportButton() {
  const http = useService(Http);
  return <button onClick={() => void http.download('POST', '/download/leads/Contact', { all: true })}>Export</button>;
}

const exporter = definePlugin({
  id: 'exporter',
  routes: [{ path: '/exporter', screen: async () => ({ default: ExportButton }) }],
});

describe('the language of the admin’s requests', () => {
  it.each(['fr', 'ar', 'en'] as const)('is sent as Accept-Language in %s, downloads included', async (language) => {
    const api = new FakeApi().on('post', '/download/leads/Contact', [200, 'file']);
    await renderApp({ plugins: [exporter], api, path: '/exporter', language });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const [download] = api.callsTo('post', '/download/leads/Contact');
    expect(download.config.headers.get('Accept-Language')).toBe(language);
    // The start-up calls too (the profile read when signed in).
    expect(api.calls.every((call) => call.config.headers.get('Accept-Language') === language)).toBe(true);
  });
});
