import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSmallScreen } from '@backoffice/kernel/testing';
import { describe, expect, it } from 'vitest';
import { contribute, definePlugin } from '@backoffice/kernel';
import sectionsPlugin, {
  PageAreas,
  SectionEditors,
  sectionListScreen,
  type SectionEditor,
  type SectionFormProps,
} from '@backoffice/plugin-sections';
import { dialogButton, expectFormRefused, formEntries } from '../../support/dialogs-and-files';
import { renderApp } from '../../support/render-app';
import type { Admin, SectionRecord } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { section as sectionRecord, sectionBody } from './fixtures';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };

function general(index: number): SectionRecord {
  return sectionRecord({
    _id: `s${index}`,
    title: `Section ${index}`,
    order: index,
    sectionType: 'general',
    page: 'sourcing-purchasing',
    generalSection: {
      imageDimensions: {},
      heading: `Heading ${index}`,
      description: index === 3 ? 'Fast remittance' : '',
      caption: '',
      image: index === 1 ? '/uploads/sections/one.png' : '',
      buttons: [],
    },
  });
}
const rows = Array.from({ length: 10 }, (_, index) => general(index + 1));

describe('section lists', () => {
  it("heads a layout page with its page's name, apart from the content screen of the same name", async () => {
    const api = new FakeApi().on('get', '/sections/blogs', [200, { success: true, sections: [] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/layout/explore/blogs' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blogs page layout Content Sections' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Blogs page layout/ })).toBeInTheDocument();
    expect(document.title).toBe('Blogs page layout Content Sections · Backoffice');
  });

  it('shows the real rows 8 per page, searches and offers add/delete to writers', async () => {
    const api = new FakeApi().on('get', '/sections/sourcing-purchasing', [200, { success: true, sections: rows }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/sourcing-purchasing' });
    expect(await screen.findByText('Section 1')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sourcing & Purchasing Content Sections' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Section 9')).not.toBeInTheDocument();
    expect(screen.getAllByText('No Image').length).toBe(7);
    expect(screen.getByRole('button', { name: 'Add New Section' })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search sections'), 'remittance');
    expect(await screen.findByText('Section 3')).toBeInTheDocument();
    expect(screen.queryByText('Section 1')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('Search sections'));
    await userEvent.type(screen.getByPlaceholderText('Search sections'), 'nothing like this');
    expect(
      await screen.findByText('No sections found. Try a different search or add a new section.'),
    ).toBeInTheDocument();
  });

  it('lists banners with the Title, Description and State columns only, 8 per page', async () => {
    const banners = Array.from({ length: 9 }, (_, index) =>
      sectionRecord({
        _id: `b${index + 1}`,
        title: `Banner ${index + 1}`,
        order: index,
        sectionType: 'general',
        page: 'banners-component',
        generalSection: {
          imageDimensions: {},
          heading: `Heading ${index + 1}`,
          description: `Offer ${index + 1} for new sellers`,
          caption: '',
          image: '',
          buttons: [],
        },
      }),
    );
    const api = new FakeApi().on('get', '/sections/banners-component', [200, { success: true, sections: banners }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/banners' });
    expect(await screen.findByText('Banner 1')).toBeInTheDocument();
    const headers = [...document.querySelectorAll('.ant-table-thead th:not(.ant-table-row-expand-icon-cell)')]
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Title', 'Description', 'State', 'Actions']);
    expect(screen.getByText('Offer 1 for new sellers')).toBeInTheDocument();
    expect(screen.queryByText('Banner 9')).not.toBeInTheDocument();
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Section' })).toBeInTheDocument();
  });

  it('names Edit and Delete after the section; on a phone they are icons with the name kept', async () => {
    const api = new FakeApi().on('get', '/sections/sourcing-purchasing', [
      200,
      { success: true, sections: rows.slice(0, 2) },
    ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/sourcing-purchasing' });
    expect(await screen.findByRole('button', { name: 'Edit Section 1' })).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete Section 1' })).toHaveTextContent('Delete');
    cleanup();
    act(() => setSmallScreen(true));
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/sourcing-purchasing' });
    expect(await screen.findByRole('button', { name: 'Edit Section 1' })).not.toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete Section 1' })).not.toHaveTextContent('Delete');
  });

  it('offers Add, Edit and Delete on a once fixed list too, with content', async () => {
    const api = new FakeApi().on('get', '/sections/shipping', [200, { success: true, sections: rows.slice(0, 2) }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/shipping' });
    expect(await screen.findByRole('button', { name: 'Edit Section 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Section 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Section' })).toBeInTheDocument();
  });

  it('on a fresh install every area (and About Us) says it is empty and offers its first section', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/sections/home', [200, { success: true, sections: [] }])
      .on('get', '/sections/about-us', [200, { success: true, sections: [] }])
      .on('get', '/card/get', [200, { success: true, cards: [] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home' });
    expect(
      await screen.findByText('This page has no sections yet. Add its first section to show it on the site.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Section' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the first section' }));
    expect(await screen.findByRole('heading', { name: 'Add New Section' })).toBeInTheDocument();
    cleanup();
    await renderApp({ plugins: [sectionsPlugin], api, path: '/about-us' });
    expect(await screen.findByRole('button', { name: 'Add the first section' })).toBeInTheDocument();
  });

  it('an empty list tells a viewer no more than what it holds', async () => {
    const api = new FakeApi().on('get', '/sections/shipping', [200, { success: true, sections: [] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/shipping', signedInAs: viewer });
    expect(await screen.findByText('This page has no sections yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('hides add, edit and delete from viewers', async () => {
    const api = new FakeApi().on('get', '/sections/shipping', [200, { success: true, sections: rows.slice(0, 2) }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/shipping', signedInAs: viewer });
    expect(await screen.findByText('Section 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit\b/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Section' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, never sample rows', async () => {
    const api = new FakeApi().on('get', '/sections/footer', [500, { success: false, message: 'Database down' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/footer' });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

describe('section editor', () => {
  it('validates a card section card by card and posts the multipart form', async () => {
    const api = new FakeApi()
      .on('get', '/sections/sourcing-purchasing', [200, { success: true, sections: [] }])
      .on('post', '/section/create', [
        200,
        {
          success: true,
          data: sectionRecord({
            _id: 's1',
            title: 'Why us',
            page: 'sourcing-purchasing',
            generalSection: {
              imageDimensions: {},
              heading: 'Why us',
              description: '',
              caption: '',
              image: '',
              buttons: [],
            },
          }),
        },
      ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/solutions/sourcing-purchasing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Section' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expectFormRefused('Title is required');
    await userEvent.type(screen.getByLabelText('Title'), 'Why us');
    await userEvent.click(save);
    await expectFormRefused('Heading is required for general section');
  });
});

describe('extension point', () => {
  it('lists a third-party area and edits its contributed section type in the same editor shell', async () => {
    const quoteEditor: SectionEditor<{ quote: string }> = {
      type: 'quote',
      label: 'Quote Section',
      empty: () => ({ quote: '' }),
      fromSection: (section) => ({ quote: String((section.quoteSection as { quote?: string })?.quote ?? '') }),
      validate: (draft) => (draft.quote ? null : 'Quote is required'),
      serialize: (draft, form) => form.append('quoteSection.quote', draft.quote),
      searchTexts: (section) => [(section.quoteSection as { quote?: string })?.quote],
      imageOf: () => undefined,
      form: async () => ({
        default: ({ draft, onChange }: SectionFormProps<{ quote: string }>) => (
          <label>
            Quote
            <input
              aria-label="Quote"
              value={draft.quote}
              onChange={(event) => onChange({ quote: event.target.value })}
            />
          </label>
        ),
      }),
      preview: async () => ({
        default: ({ draft }: { draft: { quote: string } }) => <blockquote>“{draft.quote}”</blockquote>,
      }),
    };
    const quotes = definePlugin({
      id: 'quotes',
      requires: ['sections'],
      nav: [{ group: 'Pages', label: 'Quotes', path: '/quotes', order: 20 }],
      routes: [{ path: '/quotes', screen: sectionListScreen('quotes') }],
      contributes: [
        contribute(PageAreas, { key: 'quotes', path: '/quotes', canAdd: true }),
        contribute(SectionEditors, quoteEditor),
      ],
    });
    const api = new FakeApi()
      .on('get', '/sections/quotes', [
        200,
        {
          success: true,
          sections: [
            sectionRecord({
              _id: 'q1',
              title: 'Founder quote',
              order: 1,
              sectionType: 'quote',
              page: 'quotes',
              quoteSection: sectionBody({ quote: 'Ship it' }),
              updatedAt: '2026-11-01T10:00:00.000Z',
            }),
          ],
        },
      ])
      .on('put', '/section/update/q1', [
        200,
        {
          success: true,
          data: sectionRecord({
            _id: 'q1',
            title: 'Founder quote',
            sectionType: 'quote',
            page: 'quotes',
            quoteSection: sectionBody({ quote: 'Ship it today' }),
            updatedAt: '2026-11-02T10:00:00.000Z',
          }),
        },
      ]);
    await renderApp({ plugins: [sectionsPlugin, quotes], api, path: '/quotes' });
    expect(await screen.findByText('Quote Section')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Edit\b/ }));
    const quote = await screen.findByLabelText('Quote');
    expect(quote).toHaveValue('Ship it');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Founder quote'));
    expect(screen.getByLabelText('Section Type')).toBeDisabled();
    await userEvent.clear(quote);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Quote is required');
    await userEvent.type(screen.getByLabelText('Quote'), 'Ship it today');
    expect(await screen.findByText('“Ship it today”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/section/update/q1')).toHaveLength(1));
    expect(formEntries(api.callsTo('put', '/section/update/q1')[0].body)).toMatchObject({
      title: 'Founder quote',
      sectionType: 'quote',
      page: 'quotes',
      'quoteSection.quote': 'Ship it today',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(await screen.findByText('Founder quote')).toBeInTheDocument();
  });
});
