import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contribute, definePlugin } from '@backoffice/kernel';
import sectionsPlugin, {
  PageAreas,
  SectionEditors,
  sectionListScreen,
  type SectionEditor,
  type SectionFormProps,
} from '@backoffice/plugin-sections';
import { expectFormRefused } from '../../support/dialogs-and-files';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { section, sectionBody } from './fixtures';

type Quote = { quote: string };

function quoteEditor(overrides: Partial<SectionEditor<Quote>> = {}): SectionEditor<Quote> {
  return {
    type: 'quote',
    label: 'Quote Section',
    empty: () => ({ quote: '' }),
    fromSection: () => ({ quote: '' }),
    validate: (draft) => (draft.quote ? null : 'Quote is required'),
    serialize: (draft, form) => form.append('quoteSection.quote', draft.quote),
    searchTexts: () => [],
    imageOf: () => undefined,
    form: async () => ({
      default: ({ draft, onChange }: SectionFormProps<Quote>) => (
        <input aria-label="Quote" value={draft.quote} onChange={(event) => onChange({ quote: event.target.value })} />
      ),
    }),
    ...overrides,
  };
}

/** A third-party plugin with its own page area (list at /quotes, in its own sidebar entry) and section type. */
function quotesPlugin(editor: SectionEditor<Quote>) {
  return definePlugin({
    id: 'quotes',
    requires: ['sections'],
    nav: [{ group: 'Pages', label: 'Quotes', path: '/quotes', order: 20 }],
    routes: [{ path: '/quotes', screen: sectionListScreen('quotes') }],
    contributes: [
      contribute(PageAreas, { key: 'quotes', path: '/quotes', canAdd: true }),
      contribute(SectionEditors, editor),
    ],
  });
}

async function openQuoteEditor(editor: SectionEditor<Quote>) {
  const api = new FakeApi().on('get', '/sections/quotes', [
    200,
    {
      success: true,
      sections: [
        section({
          _id: 'q1',
          title: 'Founder quote',
          page: 'quotes',
          sectionType: 'quote',
          quoteSection: sectionBody({ quote: 'Ship it' }),
        }),
      ],
    },
  ]);
  await renderApp({ plugins: [sectionsPlugin, quotesPlugin(editor)], api, path: '/quotes' });
  await userEvent.click(await screen.findByRole('button', { name: /^Edit\b/ }));
  return api;
}

describe('a contributed section editor is isolated', () => {
  it('shows an error naming its plugin in place of a form that throws, while the rest of the editor and the shell work', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openQuoteEditor(
      quoteEditor({
        form: async () => ({
          default: () => {
            throw new Error('quote form exploded');
          },
        }),
        preview: async () => ({ default: () => <blockquote>Preview of the quote</blockquote> }),
      }),
    );
    const alert = await screen.findByText('The section editor of the "quotes" plugin could not be shown');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('quote form exploded')).toBeInTheDocument();
    // The contributed preview is its own contribution: it still shows.
    expect(screen.getByText('Preview of the quote')).toBeInTheDocument();
    // The rest of the section editor keeps working: the title is loaded and editable, Save still checks the draft.
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Founder quote'));
    await userEvent.type(title, ' (edited)');
    expect(title).toHaveValue('Founder quote (edited)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Quote is required');
    // The shell too: the sidebar is there, and the breadcrumb goes back to the area by its sidebar name.
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByText('Quotes')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Quotes' }),
    ).toHaveAttribute('href', '/quotes');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('section editor of plugin "quotes" failed'))).toBe(
      true,
    );
    errors.mockRestore();
  });

  it('names the plugin of a preview that throws and keeps its form', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openQuoteEditor(
      quoteEditor({
        preview: async () => ({
          default: () => {
            throw new Error('no preview today');
          },
        }),
      }),
    );
    expect(
      await screen.findByText('The section preview of the "quotes" plugin could not be shown'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Quote')).toBeInTheDocument();
    errors.mockRestore();
  });
});

describe("a contributed editor's list helpers are isolated", () => {
  it('lists the rows and searches when imageOf and searchTexts throw, logging the type that failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const editor = quoteEditor({
      imageOf: () => {
        throw new Error('no image for you');
      },
      searchTexts: () => {
        throw new Error('no texts for you');
      },
    });
    const api = new FakeApi().on('get', '/sections/quotes', [
      200,
      {
        success: true,
        sections: [
          section({
            _id: 'q1',
            title: 'Founder quote',
            page: 'quotes',
            sectionType: 'quote',
            quoteSection: sectionBody({ quote: 'Ship it' }),
          }),
          section({
            _id: 'q2',
            title: 'Customer quote',
            order: 2,
            page: 'quotes',
            sectionType: 'quote',
            quoteSection: sectionBody({ quote: 'Fast payouts' }),
          }),
        ],
      },
    ]);
    await renderApp({ plugins: [sectionsPlugin, quotesPlugin(editor)], api, path: '/quotes' });
    expect(await screen.findByText('Founder quote')).toBeInTheDocument();
    expect(screen.getByText('Customer quote')).toBeInTheDocument();
    expect(screen.getAllByText('No Image')).toHaveLength(2);
    await userEvent.type(screen.getByPlaceholderText('Search sections'), 'Customer');
    await waitFor(() => expect(screen.queryByText('Founder quote')).not.toBeInTheDocument());
    expect(screen.getByText('Customer quote')).toBeInTheDocument();
    expect(
      errors.mock.calls.some(([message]) => String(message).includes('"quote" section editor\'s imageOf failed')),
    ).toBe(true);
    expect(
      errors.mock.calls.some(([message]) => String(message).includes('"quote" section editor\'s searchTexts failed')),
    ).toBe(true);
    errors.mockRestore();
  });
});

describe('section types are unique', () => {
  it('reports at boot a plugin contributing a section type the sections plugin already has, and keeps the original', async () => {
    const impostor = definePlugin({
      id: 'impostor',
      requires: ['sections'],
      contributes: [contribute(SectionEditors, { ...quoteEditor(), type: 'general', label: 'Impostor General' })],
    });
    const api = new FakeApi().on('get', '/sections/sourcing-purchasing', [200, { success: true, sections: [] }]);
    const { app, reportLines } = await renderApp({
      plugins: [sectionsPlugin, impostor],
      api,
      path: '/solutions/sourcing-purchasing',
    });
    const entry = app.registry.report.find((candidate) => candidate.id === 'impostor');
    expect(entry?.status).toBe('failed');
    expect(entry?.reason).toBe(
      'section type "general" (sections/section-editor/v1) is already registered by plugin "sections"',
    );
    expect(reportLines.join('\n')).toMatch(/failed\s+impostor: section type "general"/);
    // Nothing of the refused plugin is registered: the editor offers the sections plugin's own type only.
    expect(app.registry.getContributions(SectionEditors).map((editor) => editor.label)).not.toContain(
      'Impostor General',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Section' }));
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    expect(screen.queryByText('Impostor General')).not.toBeInTheDocument();
  });
});
