import { describe, expect, it } from 'vitest';
import { buildApiReport, readApiReport } from '../../scripts/api-report';

describe('the kernel API report', () => {
  it('lists exactly what the kernel entries export (plugin API, app start-up, testing)', () => {
    const actual = buildApiReport();
    expect(
      actual,
      'The exports of @backoffice/kernel (or its /app, /testing entries) differ from packages/kernel/api-report.md. ' +
        'If the change is deliberate, run `npm run api-report` and commit the file with it.',
    ).toBe(readApiReport());
  }, 120_000);

  it('keeps start-up, the transport and test helpers out of the plugin API', () => {
    const pluginApi = readApiReport().split('## `@backoffice/kernel/app`')[0];
    for (const name of ['boot', 'mount', 'loadConfig', 'BackofficeApp', 'createHttp', 'renderPlugin', 'FakeApi']) {
      expect(pluginApi).not.toContain(`| \`${name}\` |`);
    }
    expect(pluginApi).toContain('| `definePlugin` | function |');
    expect(pluginApi).toContain('| `HttpClient` | interface |');
  });
});
