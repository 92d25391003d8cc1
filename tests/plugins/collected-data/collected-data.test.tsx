import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import collectedDataPlugin from '@backoffice/plugin-collected-data';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin, type FakeRequest } from '../../support/fake-api';
import type { Admin, CollectedRecord } from '@backoffice/contracts';
import { type PageReply } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';

const leads: CollectedRecord[] = Array.from({ length: 23 }, (_, index) => ({
  _id: `l${index + 1}`,
  firstName: `First${index + 1}`,
  lastName: 'Mensah',
  companyName: 'Accra Gadgets',
  email: `lead${index + 1}@example.com`,
  phoneNumber: '+233',
  numOfOrders: '50',
  countriesInterested: 'Ghana',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));

/** A server that pages and searches like the real one. */
function pagedLeads(request: FakeRequest): PageReply {
  const { page = 1, pageSize = 10, q = '' } = request.params as { page?: number; pageSize?: number; q?: string };
  const matching = leads.filter((lead) => lead.email.includes(String(q).toLowerCase()));
  return [
    200,
    { success: true, data: { data: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length } },
  ];
}

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
// Plain DOM queries: role queries over a whole table are slow in jsdom.
const rowsShown = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const rowBoxes = () =>
  rowsShown()
    .map((row) => row.querySelector<HTMLInputElement>('.ant-checkbox-input')!)
    .filter(Boolean);
const headerBox = () => document.querySelector<HTMLInputElement>('.ant-table-thead .ant-checkbox-input')!;

describe('leads contact', () => {
  it('pages and searches on the server with the spec columns; Number of Orders spelled right elsewhere', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/getleadsContact', pagedLeads);
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/leads-contact' });
    expect(await screen.findByRole('heading', { name: 'Leads Contact' })).toBeInTheDocument();
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    const headers = [...document.querySelectorAll('.ant-table-thead th:not(.ant-table-row-expand-icon-cell)')]
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    // The rest fits 1440 px in the row's expansion (phone, orders per day, countries).
    expect(headers).toEqual(expect.arrayContaining(['First Name', 'Last Name', 'Company Name', 'Email', 'Received']));
    expect(headers).not.toContain('Countries Interested');
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.url === '/getleadsContact' && (call.params as { page?: number }).page === 2),
      ).toBe(true),
    );
    await user.type(screen.getByPlaceholderText('Search by name, company or email'), 'lead2');
    await waitFor(() => expect(rowsShown()).toHaveLength(5)); // lead2, lead20..23
    expect(api.calls.at(-1)!.params).toMatchObject({ q: 'lead2', page: 1 });
  });

  it('selects a page with the header box, then all matching, and exports with the count in the button', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/getleadsContact', pagedLeads)
      .on('post', '/download/leads/Contact', [200, new Blob(['xlsx'])]);
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    HTMLAnchorElement.prototype.click = vi.fn(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/leads-contact' });
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    // Inside the toolbar: role queries over the whole table are slow in jsdom.
    const exportButton = () =>
      within(document.querySelector<HTMLElement>('.bo-toolbar')!).getByRole('button', { name: /Download \.xlsx/ });
    expect(exportButton()).toHaveTextContent('Download .xlsx (0)');
    expect(exportButton()).toBeDisabled();

    await user.click(rowBoxes()[0]);
    expect(exportButton()).toHaveTextContent('Download .xlsx (1)');
    await user.click(headerBox());
    expect(exportButton()).toHaveTextContent('Download .xlsx (10)');
    await user.click(screen.getByText('Select all 23 matching'));
    expect(exportButton()).toHaveTextContent('Download .xlsx (23)');
    await user.click(exportButton());
    await waitFor(() => expect(api.callsTo('post', '/download/leads/Contact')).toHaveLength(1));
    expect(api.callsTo('post', '/download/leads/Contact')[0].body).toEqual({ all: true, q: '' });
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toBe('LeadsContact.xlsx');
  });

  it('asks for a neighbour page with the total it knows and the cursor the server gave; a new search counts again', async () => {
    const user = userEvent.setup();
    // Like the real server: each page names the cursors of its first and last rows.
    const cursored = (request: FakeRequest): PageReply => {
      const [status, body] = pagedLeads(request);
      const page = Number((request.params as { page?: number }).page ?? 1);
      return [status, { ...body, data: { ...body.data, after: `after-page-${page}`, before: `before-page-${page}` } }];
    };
    const api = new FakeApi().on('get', '/getleadsContact', cursored);
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/leads-contact' });
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    const lastCall = () => api.callsTo('get', '/getleadsContact').at(-1)!.params as Record<string, unknown>;
    expect(lastCall()).not.toHaveProperty('total');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 2, total: 23, after: 'after-page-1' }));
    await waitFor(() => expect(rowsShown().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1 }));
    expect(lastCall()).not.toHaveProperty('total');

    await user.type(screen.getByPlaceholderText('Search by name, company or email'), 'lead1');
    await waitFor(() => expect(lastCall()).toMatchObject({ q: 'lead1', page: 1 }));
    expect(lastCall()).not.toHaveProperty('total');
    expect(lastCall()).not.toHaveProperty('after');
  });

  it('deletes after a confirmation naming the lead, then reloads', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/getleadsContact', pagedLeads)
      .on('delete', '/delete/leads/Contact/:id', [200, { success: true, message: 'Lead deleted' }]);
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/leads-contact' });
    await user.click(await screen.findByLabelText('Delete The lead First1 Mensah (lead1@example.com)'));
    expect(
      await screen.findByText('The lead First1 Mensah (lead1@example.com) will be permanently deleted.'),
    ).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(api.callsTo('delete', '/delete/leads/Contact/l1')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('get', '/getleadsContact').length).toBeGreaterThanOrEqual(2));
  });

  it('offers no delete, selection or export to an editor; shows load errors', async () => {
    await renderApp({
      plugins: [collectedDataPlugin],
      api: new FakeApi().on('get', '/getleadsContact', pagedLeads),
      path: '/leads-contact',
      signedInAs: editor,
    });
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Delete /)).not.toBeInTheDocument();
    expect(rowBoxes()).toHaveLength(0);
  });

  it("shows the newsletter under the heading 'Newsletter', and an error with Retry ('Error: ' plus the message, as the spec says)", async () => {
    await renderApp({
      plugins: [collectedDataPlugin],
      api: new FakeApi().on('get', '/getAllNewsLetter', [500, { success: false, message: 'Database unavailable' }]),
      path: '/newsletter',
    });
    expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('job candidates', () => {
  const candidates: CollectedRecord[] = [
    {
      _id: 'c1',
      job: 'Account Manager',
      fName: 'Leila',
      lName: 'Haddad',
      email: 'leila@example.com',
      phone: '+212',
      linkedIn: 'https://www.linkedin.com/in/leila',
      resume: '/api/candidate-files/c1/resume',
      resumeName: 'cv.pdf',
      portfolio: '',
      portfolioName: '',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
  ];

  it('views a candidate: breadcrumb with the job, LinkedIn, files in a new tab, and Download All Files as {fName}_{job}.zip', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    HTMLAnchorElement.prototype.click = vi.fn(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = new FakeApi()
      .on('get', '/getAllJobCandidates', [200, { data: candidates, total: 1, page: 1, pageSize: 10 }])
      .on('get', '/getJobCandidate/:id', [200, { success: true, data: candidates[0] }])
      .on('get', '/downloadJobCandidate/:id', [200, new Blob(['zip'])]);
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/job-candidates' });
    expect(await screen.findByRole('button', { name: /Download \.zip \(0\)/ })).toBeDisabled();
    await user.click(await screen.findByLabelText('View Leila Haddad'));
    expect(
      await within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).findByRole('link', {
        name: 'Job Candidates',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Account Manager').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/leila' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^Download cv\.pdf/ })).toHaveAttribute(
      'href',
      '/api/candidate-files/c1/resume',
    );
    await user.click(screen.getByRole('button', { name: /Download All Files/ }));
    await waitFor(() => expect(saved).toEqual(['Leila_Account Manager.zip']));
  });

  it('shows the Cover Letter with its line breaks, or that none was sent', async () => {
    const user = userEvent.setup();
    const rows: CollectedRecord[] = [
      { ...candidates[0], coverLetter: 'Dear team,\n\nI ran COD operations for five years.' },
      { ...candidates[0], _id: 'c2', fName: 'Kofi', lName: 'Mensah', coverLetter: '' },
    ];
    const api = new FakeApi()
      .on('get', '/getAllJobCandidates', [200, { data: rows, total: 2, page: 1, pageSize: 10 }])
      .on('get', '/getJobCandidate/:id', (request) => {
        const row = rows.find((entry) => request.url.endsWith(`/${entry._id}`));
        return row
          ? [200, { success: true, data: row }]
          : [404, { success: false, message: 'This candidate no longer exists' }];
      });
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/job-candidates' });
    await user.click(await screen.findByLabelText('View Leila Haddad'));
    const label = await screen.findByText('Cover Letter');
    const cell = label.closest('tr')!.querySelector('td')!;
    expect(cell.textContent).toBe('Dear team,\n\nI ran COD operations for five years.');
    expect(cell.querySelector('div')).toHaveStyle({ whiteSpace: 'pre-wrap' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByLabelText('View Kofi Mensah'));
    expect((await screen.findByText('Cover Letter')).closest('tr')!.querySelector('td')!.textContent).toBe(
      'Not provided',
    );
  });

  it('opens /candidate-view?id= on its own (a reload, a bookmark), and says so when the application is gone', async () => {
    const api = new FakeApi().on('get', '/getJobCandidate/:id', (request) =>
      request.url.endsWith('/c1')
        ? [200, { success: true, data: candidates[0] }]
        : [404, { success: false, message: 'This candidate no longer exists' }],
    );
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/candidate-view?id=c1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leila Haddad' })).toBeInTheDocument();
    expect(screen.getByText('leila@example.com')).toBeInTheDocument();
    cleanup();
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/candidate-view?id=gone' });
    expect(await screen.findByText('Candidate not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to candidates' })).toBeInTheDocument();
  });
});

describe('contact sales', () => {
  const requests: CollectedRecord[] = Array.from({ length: 12 }, (_, index) => ({
    _id: `c${index + 1}`,
    fullName: `Buyer ${index + 1}`,
    companyName: 'Lagos Mart',
    companyEmail: `buyer${index + 1}@example.com`,
    country: 'Nigeria',
    mobileNumber: '+234',
    numberOfOrders: '30',
    countryInterested: 'Ghana',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }));
  const pagedRequests = (request: FakeRequest): PageReply => {
    const { page = 1, pageSize = 10 } = request.params as { page?: number; pageSize?: number };
    return [
      200,
      { success: true, data: { data: requests.slice((page - 1) * pageSize, page * pageSize), total: requests.length } },
    ];
  };

  it("shows the spec's columns with '#' first, numbering rows across pages", async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [collectedDataPlugin],
      api: new FakeApi().on('get', '/get/contactsale', pagedRequests),
      path: '/contact-sales',
    });
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    const headers = [...document.querySelectorAll('.ant-table-thead th:not(.ant-table-row-expand-icon-cell)')]
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    // Mobile Number, Number of Orders and Country Interested are in the row's expansion (the row fits 1440 px).
    expect(headers.slice(0, 6)).toEqual(['#', 'Full Name', 'Company Name', 'Company Email', 'Country', 'Received']);
    // The first cell after the selection box and the expand button.
    const firstCell = (row: HTMLElement) =>
      row.querySelector('td:not(.ant-table-selection-column):not(.ant-table-row-expand-icon-cell)')!.textContent;
    expect(firstCell(rowsShown()[0])).toBe('1');
    expect(firstCell(rowsShown()[9])).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    expect(rowsShown().map(firstCell)).toEqual(['11', '12']);
  });
});
