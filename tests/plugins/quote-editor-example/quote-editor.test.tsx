import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import quoteEditorPlugin from '../../../examples/quote-editor/src/index';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { sectionFixture } from '../../support/fixtures';
import { dialogButton, formEntries, pngFile } from '../../support/dialogs-and-files';

// The example third-party plugin (examples/quote-editor) under the kernel's test helpers, as its README shows:
// the real kernel and sections plugin, a fake API.

const VERSION = '2026-11-01T10:00:00.000Z';
const stored = sectionFixture({
  _id: 'q1',
  title: 'Acme says',
  order: 0,
  sectionType: 'testimonial',
  page: 'testimonials',
  updatedAt: VERSION,
  testimonialSection: {
    imageDimensions: {},
    quote: 'They deliver.',
    author: 'Nadia Rami',
    role: 'Head of logistics',
    image: '/uploads/sections/nadia.png',
    buttons: [],
  },
});

describe('the quote-editor example plugin', () => {
  it('adds Testimonials to the sidebar, listing the testimonial sections', async () => {
    const api = new FakeApi().on('get', '/sections/testimonials', [200, { success: true, sections: [stored] }]);
    const { reportLines } = await renderApp({
      plugins: [sectionsPlugin, quoteEditorPlugin],
      api,
      path: '/testimonials',
    });
    expect(reportLines.join('\n')).toMatch(/started\s+quote-editor \(Testimonial quotes\)/);
    expect(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByText('Testimonials'),
    ).toBeInTheDocument();
    expect(await screen.findByText('“They deliver.” — Nadia Rami')).toBeInTheDocument();
  });

  it(
    'edits a testimonial in the section editor and saves it through the section calls',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const api = new FakeApi()
        .on('get', '/sections/testimonials', [200, { success: true, sections: [stored] }])
        .on('put', '/section/update/q1', [200, { success: true, message: 'Section updated', data: stored }]);
      await renderApp({ plugins: [sectionsPlugin, quoteEditorPlugin], api, path: '/testimonials' });
      await user.click(await screen.findByRole('button', { name: 'Edit Acme says' }));
      const quote = await screen.findByLabelText('Quote');
      expect(quote).toHaveValue('They deliver.');
      expect(screen.getByRole('img', { name: 'Photo of Nadia Rami' })).toHaveAttribute(
        'src',
        '/uploads/sections/nadia.png',
      );
      await user.clear(quote);
      await user.type(quote, 'They deliver, and pay.');
      await user.upload(screen.getByLabelText('Author photo'), pngFile(96, 96, 'nadia-2.png'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.click(await waitFor(() => dialogButton('Confirm')));
      await waitFor(() => expect(api.callsTo('put', '/section/update/q1')).toHaveLength(1));
      const sent = formEntries(api.callsTo('put', '/section/update/q1')[0].body);
      expect(sent).toMatchObject({
        sectionType: 'testimonial',
        'testimonialSection.quote': 'They deliver, and pay.',
        'testimonialSection.author': 'Nadia Rami',
        'testimonialSection.role': 'Head of logistics',
        updatedAt: VERSION,
      });
      expect((sent.image as File).name).toBe('nadia-2.png');
    },
  );

  it('refuses to save a testimonial without its quote or author', async () => {
    const { quoteEditor } = await import('../../../examples/quote-editor/src/quote');
    expect(quoteEditor.validate({ quote: ' ', author: 'A', role: '' })).toBe('The quote is required');
    expect(quoteEditor.validate({ quote: 'Q', author: '', role: '' })).toBe('The author is required');
    const form = new FormData();
    quoteEditor.serialize({ quote: 'Q', author: 'A', role: '' }, form);
    expect(form.get('testimonialSection.image')).toBe('');
  });
});
