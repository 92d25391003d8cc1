import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import type { SectionBody, SectionRecord } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import { section, sectionButton } from './fixtures';
import { expectFormRefused, pngFile } from '../../support/dialogs-and-files';

const storedBody: SectionBody = {
  heading: 'Ship\nfaster',
  description: '',
  caption: 'Since 2019',
  image: '',
  imageDimensions: {},
  buttons: [],
};
const stored = section({
  _id: 's1',
  title: 'Why us',
  order: 2,
  page: 'home',
  updatedAt: '2026-11-01T10:00:00.000Z',
  generalSection: storedBody,
});

async function openEditor(api: FakeApi) {
  await renderApp({ plugins: [sectionsPlugin], api, path: '/home' });
  await userEvent.click(await screen.findByRole('button', { name: /^Edit\b/ }));
  return screen.findByLabelText('Heading');
}

describe('editing a section', () => {
  it('locks type, order and the empty description, previews line breaks', async () => {
    const api = new FakeApi().on('get', '/sections/home', [200, { success: true, sections: [stored] }]);
    const heading = await openEditor(api);
    expect(heading).toHaveValue('Ship\nfaster');
    expect(screen.getByText('This section cannot have a description')).toBeInTheDocument();
    expect(screen.queryByText('This section cannot have a caption')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order')).toBeDisabled();
    expect((await screen.findByRole('region', { name: 'Preview' })).querySelector('h2')?.textContent).toBe(
      'Ship\nfaster',
    );
  });

  it('previews the image and the buttons; each button row names its controls in words (issue 34)', async () => {
    const withButtons: SectionRecord = {
      ...stored,
      generalSection: {
        ...storedBody,
        image: '/uploads/sections/hero.png',
        buttons: [
          { text: 'Start now', icon: '', url: '/start', target: '_blank', variant: 'primary', labels: [], order: 1 },
        ],
      },
    };
    const api = new FakeApi().on('get', '/sections/home', [200, { success: true, sections: [withButtons] }]);
    await openEditor(api);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('img', { name: 'Section image' })).toHaveAttribute(
      'src',
      '/uploads/sections/hero.png',
    );
    expect(within(within(preview).getByRole('list', { name: 'Buttons' })).getByText(/Start now/)).toHaveTextContent(
      'Start now (new tab)',
    );
    // Visible captions over the button's controls, and the stored values read as words.
    const target = screen.getByLabelText('Button 1 target');
    const row = target.closest('.ant-card')! as HTMLElement;
    for (const caption of ['Text', 'Icon', 'URL', 'Target', 'Variant', 'Labels'])
      expect(within(row).getByText(caption, { exact: true })).toBeInTheDocument();
    expect(within(row).getByText('New tab')).toBeInTheDocument();
    expect(within(row).getByText('Primary')).toBeInTheDocument();
    expect(within(row).queryByText('_blank')).not.toBeInTheDocument();
  });

  it('takes images only, up to 4 MB, and shows the chosen file', async () => {
    const api = new FakeApi().on('get', '/sections/home', [200, { success: true, sections: [stored] }]);
    await openEditor(api);
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Section image');
    // Refused when chosen, with the reason on the field (no dialog).
    await user.upload(picker, new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose an image file')).toHaveClass('bo-field-error');
    await user.upload(picker, new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be 4 MB or smaller')).toBeInTheDocument();
    // A text file renamed .png: its bytes are checked in the browser.
    await user.upload(picker, new File(['just some notes'], 'notes.png', { type: 'image/png' }));
    expect(
      await screen.findByText('notes.png is not really a PNG image: please choose an image file'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Section image file')).toHaveTextContent('No file chosen');
    expect(document.querySelector('.ant-modal')).toBeNull();
    await user.upload(picker, pngFile(40, 20, 'hero.png'));
    expect(await screen.findByText(/hero\.png/)).toBeInTheDocument();
    expect(document.querySelector('.bo-field-error')).toBeNull();
  });

  it('a failed update shows the spec message and stays on the form', async () => {
    const api = new FakeApi()
      .on('get', '/sections/home', [200, { success: true, sections: [stored] }])
      .on('put', '/section/update/s1', [500]);
    await openEditor(api);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to update this section?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^(ok|confirm|yes)$/i }));
    expect(await screen.findByText('Failed to save section. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Heading')).toBeInTheDocument();
  });
});

describe('banner editor', () => {
  it('opens from /banners and checks the banner messages with button numbers', async () => {
    const banner = section({
      _id: 'b1',
      title: 'Black Friday',
      order: 1,
      sectionType: 'general',
      page: 'banners-component',
      generalSection: {
        image: '',
        imageDimensions: {},
        heading: 'Ship for less',
        description: 'x',
        caption: 'y',
        buttons: [sectionButton('Start'), sectionButton('', 1)],
      },
    });
    const api = new FakeApi().on('get', '/sections/banners-component', [200, { success: true, sections: [banner] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/banners' });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit\b/ }));
    expect((await screen.findAllByText('Edit Banner')).length).toBeGreaterThan(0);
    await screen.findByLabelText('Heading*');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The second button's empty text is marked on its field and counted at the top (no dialog).
    await expectFormRefused('1 field needs attention.');
    await waitFor(() => expect(screen.getByLabelText(/Button 2 text/)).toHaveFocus());
    expect(screen.getByText('Please enter the button text')).toBeInTheDocument();
  });

  it("reads as the spec says: Banner Title*, Heading* 3 rows, Description 4, Caption 2, 'Banner Buttons', its confirmation and failure", async () => {
    const banner = section({
      _id: 'b1',
      title: 'Black Friday',
      order: 1,
      sectionType: 'general',
      page: 'banners-component',
      updatedAt: '2026-11-01T10:00:00.000Z',
      generalSection: {
        image: '',
        imageDimensions: {},
        heading: 'Ship for less',
        description: '',
        caption: '',
        buttons: [],
      },
    });
    const api = new FakeApi()
      .on('get', '/sections/banners-component', [200, { success: true, sections: [banner] }])
      .on('put', '/section/update/b1', [500]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/banners' });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit\b/ }));
    const heading = await screen.findByLabelText('Heading*');
    expect(screen.getByLabelText('Banner Title*')).toHaveValue('Black Friday');
    expect(heading).toHaveAttribute('rows', '3');
    // A banner's empty description and caption stay editable (the lock is the content sections' rule).
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Caption')).toHaveAttribute('rows', '2');
    expect(screen.getByText('Banner Buttons')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Button' }));
    expect(screen.getByLabelText('Button 1 text')).toHaveValue('New Button');
    // The spec's banner button: 'Button Text*', URL, Target, Variant and labels; no icon.
    expect(screen.getByText('Button Text*')).toBeInTheDocument();
    expect(screen.queryByLabelText('Button 1 icon')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Button 1 url')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to update this banner?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^(ok|confirm|yes)$/i }));
    expect(await screen.findByText('Failed to save banner. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Heading*')).toHaveValue('Ship for less');
  });

  it('opens /banners/edit directly (a bookmark, a reload) as Add New Banner', async () => {
    const api = new FakeApi().on('get', '/sections/banners-component', [200, { success: true, sections: [] }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/banners/edit' });
    expect(await screen.findByRole('heading', { name: 'Add New Banner' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banner Title*')).toHaveValue('');
  });

  it("asks 'Are you sure you want to create this banner?' when adding one", async () => {
    const api = new FakeApi()
      .on('get', '/sections/banners-component', [200, { success: true, sections: [] }])
      .on('post', '/section/create', [
        200,
        {
          success: true,
          data: section({
            _id: 'b2',
            title: 'Spring',
            page: 'banners-component',
            generalSection: {
              imageDimensions: {},
              heading: 'Ship more',
              description: '',
              caption: '',
              image: '',
              buttons: [],
            },
          }),
        },
      ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/banners' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Section' }));
    expect((await screen.findAllByText('Add New Banner')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('2 fields need attention.');
    expect(screen.getByText('Please enter the banner title')).toBeInTheDocument();
    expect(screen.getByText('Please enter the heading')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Banner Title*'), 'Spring');
    await userEvent.type(screen.getByLabelText('Heading*'), 'Ship more');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to create this banner?')).toBeInTheDocument();
  });
});

describe('image dimensions', () => {
  const withImage: SectionRecord = {
    ...stored,
    generalSection: {
      ...storedBody,
      description: 'Fast',
      image: '/uploads/sections/old.png',
      imageDimensions: { width: 640, height: 480 },
    },
  };
  const sentDimensions = (api: FakeApi, id: string) => {
    const body = api.callsTo('put', `/section/update/${id}`)[0].body as FormData;
    return JSON.parse(String(body.get('generalSection.imageDimensions')));
  };

  it('measures the chosen image, shows its size and stores it with the section', async () => {
    const api = new FakeApi()
      .on('get', '/sections/home', [200, { success: true, sections: [withImage] }])
      .on('put', '/section/update/s1', [200, { success: true, data: withImage }]);
    await openEditor(api);
    URL.createObjectURL = vi.fn(() => 'blob:section');
    URL.revokeObjectURL = vi.fn();
    await userEvent.upload(screen.getByLabelText('Section image'), pngFile(1200, 675, 'wide.png'));
    expect(await screen.findByLabelText('Section image dimensions')).toHaveTextContent('1200 × 675 px');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: /^(ok|confirm|yes)$/i }));
    await waitFor(() => expect(api.callsTo('put', '/section/update/s1')).toHaveLength(1));
    expect(sentDimensions(api, 's1')).toEqual({ width: 1200, height: 675 });
    expect((api.callsTo('put', '/section/update/s1')[0].body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('keeps the stored dimensions when the image is not replaced', async () => {
    const api = new FakeApi()
      .on('get', '/sections/home', [200, { success: true, sections: [withImage] }])
      .on('put', '/section/update/s1', [200, { success: true, data: withImage }]);
    await openEditor(api);
    await userEvent.type(screen.getByLabelText('Heading'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: /^(ok|confirm|yes)$/i }));
    await waitFor(() => expect(api.callsTo('put', '/section/update/s1')).toHaveLength(1));
    expect(sentDimensions(api, 's1')).toEqual({ width: 640, height: 480 });
  });

  it('sends {} when the stored image is removed', async () => {
    const api = new FakeApi()
      .on('get', '/sections/home', [200, { success: true, sections: [withImage] }])
      .on('put', '/section/update/s1', [200, { success: true, data: withImage }]);
    await openEditor(api);
    await userEvent.click(screen.getByRole('button', { name: /Remove$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: /^(ok|confirm|yes)$/i }));
    await waitFor(() => expect(api.callsTo('put', '/section/update/s1')).toHaveLength(1));
    expect(sentDimensions(api, 's1')).toEqual({});
    expect((api.callsTo('put', '/section/update/s1')[0].body as FormData).get('generalSection.image')).toBe('');
  });

  it("a failed load says the spec's 'Failed to load section data. Please try again.' with a Retry", async () => {
    const api = new FakeApi().on('get', '/sections/home', [500]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/edit-section?page=home&id=s1' });
    expect(await screen.findByText('Failed to load section data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('opens at its own address (/edit-section?page=home&id=), loaded fresh, and goes back to its page after saving', async () => {
    const api = new FakeApi()
      .on('get', '/sections/home', [200, { success: true, sections: [stored] }])
      .on('put', '/section/update/s1', [200, { success: true, data: stored }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/edit-section?page=home&id=s1' });
    const heading = await screen.findByLabelText('Heading');
    expect(heading).toHaveValue('Ship\nfaster');
    expect(screen.getByLabelText('Title')).toHaveValue('Why us');
    await userEvent.type(screen.getByLabelText('Title'), ' today');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('put', '/section/update/s1')).toHaveLength(1));
    const sent = api.callsTo('put', '/section/update/s1')[0].body as FormData;
    expect(sent.get('page')).toBe('home');
    expect(sent.get('updatedAt')).toBe(stored.updatedAt);
    // Back to the page the section belongs to, although no list led here.
    expect(await screen.findByRole('button', { name: /^Edit\b/ })).toBeInTheDocument();
  });
});
