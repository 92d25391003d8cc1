import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiReports, readApiReport } from '../../scripts/api-report';

describe('the API reports (kernel, plugin SDK, contracts)', () => {
  let reports: ReturnType<typeof buildApiReports> = [];
  // One compiler program reads all three packages: ~15 s, more on a busy machine.
  beforeAll(() => {
    reports = buildApiReports();
  }, 180_000);

  it('list exactly what each entry exports, with each signature', () => {
    for (const report of reports) {
      expect(
        report.text,
        `The exports or signatures behind ${report.path} changed. If the change is deliberate, run \`npm run api-report\` and commit the file with it.`,
      ).toBe(readApiReport(report.path));
    }
  });

  it('keep start-up, the transport and test helpers out of the plugin API', () => {
    const pluginApi = readApiReport('packages/kernel/api-report.md').split('## `@backoffice/kernel/app`')[0];
    for (const name of ['boot', 'mount', 'loadConfig', 'BackofficeApp', 'createHttp', 'renderPlugin', 'FakeApi']) {
      expect(pluginApi).not.toContain(`| \`${name}\` |`);
    }
    expect(pluginApi).toContain('| `definePlugin` | function |');
    expect(pluginApi).toContain('| `HttpClient` | interface |');
  });

  it('state signatures, so a changed parameter or field changes the report', () => {
    const kernel = reports.find((report) => report.path === 'packages/kernel/api-report.md')!.text;
    expect(kernel).toMatch(/^function definePlugin.*\(.+\): .+;$/m);
    const contracts = reports.find((report) => report.path === 'packages/contracts/api-report.md')!.text;
    // A schema is stated by the value it checks: a FAQ's question is a string.
    expect(contracts).toMatch(/^const Faq: schema of \{[^\n]*question: string;/m);
  });
});
