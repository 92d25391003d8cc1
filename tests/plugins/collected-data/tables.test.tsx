import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSmallScreen } from '@backoffice/kernel/testing';
import { describe, expect, it, vi } from 'vitest';
import collectedDataPlugin from '@backoffice/plugin-collected-data';
import { renderApp } from '../../support/render-app';
import { FakeApi, type FakeRequest } from '../../support/fake-api';
import type { CollectedRecord, ExportStatus } from '@backoffice/contracts';
import { type PageReply } from './fixtures';

// Tables that fit (ListPage, seen through the collected-data lists): server sorting from the headers, long text
// cut with a tooltip, the phone layout (the columns that matter, the rest in the row's expansion), and the
// contact-sales selection and export, plus 'Download all' without selecting.

const LONG_COMPANY = 'The Very Long Company Name of Casablanca Freight, Logistics and Warehousing International';
const requests: CollectedRecord[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `c${index + 1}`,
  fullName: `Buyer ${index + 1}`,
  companyName: index === 0 ? LONG_COMPANY : 'Lagos Mart',
  companyEmail: `buyer${index + 1}@example.com`,
  country: 'Nigeria',
  mobileNumber: '+234',
  numberOfOrders: '30',
  countryInterested: 'Ghana',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));
/** Pages, searches by name and sorts by companyEmail like the server (the test only needs the order of emails). */
function pagedRequests(request: FakeRequest): PageReply {
  const {
    page = 1,
    pageSize = 10,
    q = '',
    sort = '',
  } = request.params as { page?: number; pageSize?: number; q?: string; sort?: string };
  const matching = requests.filter((row) => row.fullName.toLowerCase().includes(String(q).toLowerCase()));
  if (sort === 'companyEmail') matching.sort((a, b) => a.companyEmail.localeCompare(b.companyEmail));
  if (sort === '-companyEmail') matching.sort((a, b) => b.companyEmail.localeCompare(a.companyEmail));
  return [
    200,
    { success: true, data: { data: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length } },
  ];
}

const rowsShown = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th:not(.ant-table-row-expand-icon-cell)')]
    .map((th) => th.textContent?.trim())
    .filter(Boolean);
const header = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-thead th:not(.ant-table-row-expand-icon-cell)')].find(
    (th) => th.textContent?.trim() === name,
  )!;
const lastList = (api: FakeApi) => api.callsTo('get', '/get/contactsale').at(-1)!.params as Record<string, unknown>;

async function openContactSales(api = new FakeApi().on('get', '/get/contactsale', pagedRequests)) {
  await renderApp({ plugins: [collectedDataPlugin], api, path: '/contact-sales' });
  await waitFor(() => expect(rowsShown()).toHaveLength(10));
  return api;
}

describe('tables that fit', () => {
  it('sorts on the server from the headers the server can sort by, back to page 1, and only those', async () => {
    const user = userEvent.setup();
    const api = await openContactSales();
    expect(lastList(api)).not.toHaveProperty('sort');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(api).page).toBe(2));

    await user.click(header('Company Email'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ sort: 'companyEmail', page: 1 }));
    await waitFor(() => expect(header('Company Email')).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rowsShown()[1].textContent).toContain('buyer10@example.com'));
    await user.click(header('Company Email'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ sort: '-companyEmail', page: 1 }));
    await waitFor(() => expect(rowsShown()[0].textContent).toContain('buyer9@example.com'));
    await user.click(header('Received'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ sort: 'createdAt' }));
    expect(header('Company Email')).not.toHaveAttribute('aria-sort');

    // Columns the server cannot sort by have no sorter.
    expect(header('Country').querySelector('.ant-table-column-sorters')).toBeNull();
    expect(header('Full Name').querySelector('.ant-table-column-sorters')).not.toBeNull();
    expect(header('Received').querySelector('.ant-table-column-sorters')).not.toBeNull();
  });

  it('cuts long text to one line and shows the whole of it in a tooltip; the actions column stays at the right edge', async () => {
    await openContactSales();
    const cell = [...document.querySelectorAll<HTMLElement>('.bo-cell-truncate')].find(
      (span) => span.textContent === LONG_COMPANY,
    )!;
    expect(cell).toBeDefined();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_COMPANY);
    expect(header('Actions').className).toMatch(/ant-table-cell-fix-(end|right)\b/);
  });

  it('on a phone shows the columns that matter and the rest in an expandable row', async () => {
    const user = userEvent.setup();
    act(() => setSmallScreen(true));
    await openContactSales();
    expect(headers()).toEqual(['Full Name', 'Company Name', 'Actions']);
    expect(document.body.textContent).not.toContain('buyer2@example.com');
    const [, second] = rowsShown();
    await user.click(second.querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    const details = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-expanded-row .bo-row-details');
      expect(found).not.toBeNull();
      return found!;
    });
    const pairs = [...details.querySelectorAll('div')].map((pair) => [
      pair.querySelector('dt')!.textContent,
      pair.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['#', '2'],
      ['Company Email', 'buyer2@example.com'],
      ['Country', 'Nigeria'],
      ['Mobile Number', '+234'],
      ['Number of Orders', '30'],
      ['Country Interested', 'Ghana'],
      ['Received', 'Nov 1, 2026'],
    ]);
  });

  it('selects and exports contact-sales requests, and downloads every match of a search without selecting', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    HTMLAnchorElement.prototype.click = vi.fn(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // 'Download all' runs as an export job on the server (background-export.test.tsx); here it is done at once.
    const job: ExportStatus = {
      id: 'e1',
      collection: 'contact-sales',
      format: 'xlsx',
      state: 'done',
      rowsWritten: 12,
      rowsTotal: 12,
      fileName: 'ContactSales-2026-11-27.xlsx',
      file: '/api/exports/e1/file',
      error: '',
      createdAt: '2026-11-27T10:00:00.000Z',
      finishedAt: '2026-11-27T10:00:01.000Z',
      expiresAt: '2026-11-28T10:00:00.000Z',
    };
    const api = await openContactSales(
      new FakeApi()
        .on('get', '/get/contactsale', pagedRequests)
        .on('post', '/download/contactsale', [200, new Blob(['xlsx'])])
        .on('post', '/exports', [202, { success: true, data: { ...job, state: 'queued', file: null } }])
        .on('get', '/exports/:id', [200, { success: true, data: job }]),
    );
    // Queries inside the toolbar: role queries over the whole table are slow in jsdom.
    const toolbar = () => within(document.querySelector<HTMLElement>('.bo-toolbar')!);
    const selected = () => toolbar().getByRole('button', { name: /Download \.xlsx/ });
    expect(selected()).toHaveTextContent('Download .xlsx (0)');
    await user.click(rowsShown()[1].querySelector<HTMLElement>('.ant-checkbox-input')!);
    await user.click(selected());
    await waitFor(() => expect(api.callsTo('post', '/download/contactsale')).toHaveLength(1));
    expect(api.callsTo('post', '/download/contactsale')[0].body).toEqual({ selectedIds: ['c2'] });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toBe('ContactSales.xlsx');

    await user.click(toolbar().getByRole('button', { name: /Download all \(12\)$/ }));
    await waitFor(() => expect(api.callsTo('post', '/exports')).toHaveLength(1));
    expect(api.callsTo('post', '/exports')[0].body).toEqual({ collection: 'contact-sales', all: true, q: '' });
    expect(await screen.findByText('Your export is ready: ContactSales-2026-11-27.xlsx (12 rows)')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by name, company or email'), 'buyer 1');
    const matching = await toolbar().findByRole('button', { name: /Download all 4 matching$/ });
    await waitFor(() => expect(matching).toBeEnabled());
    await user.click(matching);
    await waitFor(() => expect(api.callsTo('post', '/exports')).toHaveLength(2));
    expect(api.callsTo('post', '/exports')[1].body).toEqual({ collection: 'contact-sales', all: true, q: 'buyer 1' });
    expect(api.callsTo('post', '/download/contactsale')).toHaveLength(1);
  });
});
