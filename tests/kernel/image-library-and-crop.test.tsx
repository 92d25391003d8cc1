import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, FormPage, Http, ImageUploadField, useRecordForm, useService } from '@backoffice/kernel';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { pngFile } from '../support/dialogs-and-files';

/**
 * The kernel's image field with the media library (issue 37): "Choose from library" lists the library's files
 * that fit the field and hands the picked one to the field as a chosen file; a picture of the wrong size opens
 * the cropper at the exact size instead of a refusal, and the crop (scaled in the browser) becomes the file.
 */

// The screen files share their worker's loaded modules (isolate: false in vitest.config.ts): the kernel is loaded
// afresh for this file, so that the two mocks below reach the crop dialog even when an earlier file loaded it, and
// again after it, so that the next file gets the real cropper.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('react-easy-crop');
  vi.doUnmock('../../packages/kernel/src/ui/crop-image');
  vi.resetModules();
});

// jsdom lays nothing out and decodes no picture: the cropper reports a crop at once, and the canvas step answers
// a file of the asked size (both are the libraries' and the browser's work, shown by the browser test).
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    aspect: number;
    initialCroppedAreaPercentages?: { x: number; y: number; width: number; height: number };
    onCropComplete: (area: unknown, pixels: unknown) => void;
  }) {
    useEffect(() => props.onCropComplete({}, { x: 10, y: 0, width: 700, height: Math.round(700 / props.aspect) }), []); // eslint-disable-line react-hooks/exhaustive-deps
    const start = props.initialCroppedAreaPercentages;
    return (
      <div
        data-testid="cropper"
        data-aspect={props.aspect.toFixed(3)}
        data-start={
          start ? [start.x, start.y, start.width, start.height].map((value) => value.toFixed(1)).join(' ') : 'middle'
        }
      />
    );
  },
}));
const cropped: Array<{ area: unknown; size: unknown }> = [];
vi.mock('../../packages/kernel/src/ui/crop-image', () => ({
  cropToSize: async (file: File, area: unknown, size: { width: number; height: number }) => {
    cropped.push({ area, size });
    return pngFile(size.width, size.height, `${file.name.replace(/\.png$/, '')}-${size.width}x${size.height}.png`);
  },
}));

afterEach(() => {
  cropped.length = 0;
  vi.unstubAllGlobals();
});

let chosen: File | null = null;
function CoverForm() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageUploadField
      label="Blog Cover Image"
      file={file}
      onChange={(next) => {
        chosen = next;
        setFile(next);
      }}
      types={['image/png', 'image/jpeg']}
      maxBytes={5 * 1024 * 1024}
      exact={{ width: 449, height: 289, message: 'Image should be exactly 449px width and 289px height' }}
    />
  );
}
const plugin = definePlugin({
  id: 'cover',
  routes: [{ path: '/cover', screen: async () => ({ default: CoverForm }) }],
});

/** A form page whose cover is a content image: alt text beside it, saved to the library on Save. */
function DescribedCoverForm() {
  const http = useService(Http);
  const form = useRecordForm<{ title: string }>({
    initial: { title: 'Hello' },
    save: (values) => http.post('/covers', values),
    failureMessage: 'The cover could not be saved.',
    done: () => undefined,
  });
  return (
    <FormPage title="Cover" form={form} onCancel={() => undefined}>
      <ImageUploadField
        label="Cover"
        file={null}
        onChange={() => undefined}
        currentUrl="/uploads/media/stored.png"
        altText
      />
    </FormPage>
  );
}
/** The same form where the stored cover can be replaced by a chosen file. */
function ReplaceableCoverForm() {
  const http = useService(Http);
  const [file, setFile] = useState<File | null>(null);
  const form = useRecordForm<{ title: string }>({
    initial: { title: 'Hello' },
    save: (values) => http.post('/covers', values),
    failureMessage: 'The cover could not be saved.',
    done: () => undefined,
  });
  return (
    <FormPage title="Cover" form={form} onCancel={() => undefined}>
      <ImageUploadField
        label="Cover"
        file={file}
        onChange={setFile}
        currentUrl="/uploads/media/stored.png"
        types={['image/png']}
        altText
      />
    </FormPage>
  );
}
const replaceable = definePlugin({
  id: 'replaceable',
  routes: [{ path: '/replaceable', screen: async () => ({ default: ReplaceableCoverForm }) }],
});
const described = definePlugin({
  id: 'described',
  routes: [{ path: '/described', screen: async () => ({ default: DescribedCoverForm }) }],
});

const item = (name: string, width: number, height: number, focalPoint: { x: number; y: number } | null = null) => ({
  _id: `id-${name}`,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  name,
  url: `/uploads/media/${name}`,
  mime: 'image/png',
  bytes: 33,
  width,
  height,
  alt: `Alt of ${name}`,
  decorative: false,
  focalPoint,
  tags: [],
  hash: 'h',
  usage: 1,
  uploadedBy: null,
  variants: [],
});

describe('image field: library and cropper', () => {
  it('lists the library files that fit the field and takes the picked one as the chosen file', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/media', [
      200,
      { success: true, data: [item('exact.png', 449, 289), item('big.png', 1000, 800)], total: 2 },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(
            await pngFile(url.includes('exact') ? 449 : 1000, url.includes('exact') ? 289 : 800).arrayBuffer(),
          ),
      ),
    );
    await renderApp({ plugins: [plugin], api, path: '/cover' });
    await user.click(await screen.findByRole('button', { name: /Choose from library/ }));
    await user.click(await screen.findByRole('button', { name: 'Choose exact.png' }));
    await waitFor(() => expect(screen.getByLabelText('Blog Cover Image file')).toHaveTextContent('exact.png (33 B)'));
    expect(chosen?.name).toBe('exact.png');
    // Raster images only (the field takes PNG and JPEG), at most the field's size.
    expect(api.callsTo('get', '/media')[0].params).toMatchObject({ type: 'image', maxBytes: 5 * 1024 * 1024, page: 1 });
  });

  it('a wrong-sized picture (uploaded or picked) opens the cropper at the exact aspect; its crop, scaled, is the chosen file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = new FakeApi().on('get', '/media', [
      200,
      { success: true, data: [item('big.png', 1000, 800)], total: 1 },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(await pngFile(1000, 800).arrayBuffer())),
    );
    await renderApp({ plugins: [plugin], api, path: '/cover' });
    await user.upload(await screen.findByLabelText('Blog Cover Image'), pngFile(1000, 800, 'photo.png'));
    expect(await screen.findByText('Crop to 449 × 289 px')).toBeInTheDocument();
    expect(screen.getByTestId('cropper')).toHaveAttribute('data-aspect', (449 / 289).toFixed(3));
    expect(screen.queryByText('Image should be exactly 449px width and 289px height')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crop and use' }));
    await waitFor(() => expect(screen.getByLabelText('Blog Cover Image file')).toHaveTextContent('photo-449x289.png'));
    expect(cropped).toEqual([{ area: { x: 10, y: 0, width: 700, height: 451 }, size: { width: 449, height: 289 } }]);
    expect(chosen?.name).toBe('photo-449x289.png');

    await user.click(screen.getByRole('button', { name: /Choose from library/ }));
    await user.click(await screen.findByRole('button', { name: 'Choose big.png' }));
    expect(await screen.findByText('Crop to 449 × 289 px')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crop and use' }));
    await waitFor(() => expect(screen.getByLabelText('Blog Cover Image file')).toHaveTextContent('big-449x289.png'));
  });

  it("the cropper's first frame is centred on the picked file's focal point, as far as the picture allows", async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/media', [
      200,
      { success: true, data: [item('wide.png', 1000, 400, { x: 0.9, y: 0.5 })], total: 1 },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(await pngFile(1000, 400).arrayBuffer())),
    );
    await renderApp({ plugins: [plugin], api, path: '/cover' });
    await user.click(await screen.findByRole('button', { name: /Choose from library/ }));
    await user.click(await screen.findByRole('button', { name: 'Choose wide.png' }));
    // 1000 × 400 at 449:289 → a frame 62.1 % wide, full height, pushed to the right edge (the focus is at 90 %).
    await waitFor(() => expect(screen.getByTestId('cropper')).toHaveAttribute('data-start', '37.9 0.0 62.1 100.0'));
  });

  it('a content image asks for alt text: Save is refused without it, then the text is saved to the library with its version', async () => {
    const user = userEvent.setup();
    const stored = { ...item('stored.png', 449, 289), alt: '' };
    const api = new FakeApi()
      .on('get', '/media', [200, { success: true, data: [stored], total: 1 }])
      .on('put', '/media/:id', (request) => [
        200,
        { success: true, data: { ...stored, ...(request.body as object), updatedAt: '2026-11-02T00:00:00.000Z' } },
      ])
      .on('post', '/covers', [200, { success: true, message: 'Saved' }]);
    await renderApp({ plugins: [described], api, path: '/described' });
    const alt = await screen.findByLabelText('Alt text');
    await waitFor(() =>
      expect(api.callsTo('get', '/media')[0]?.params).toMatchObject({ url: '/uploads/media/stored.png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Describe this image in its alt text, or mark it as decorative'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.bo-form-summary')).toHaveTextContent('1 field needs attention.'),
    );
    expect(api.callsTo('post', '/covers')).toHaveLength(0);
    expect(api.callsTo('put', '/media/id-stored.png')).toHaveLength(0);

    await user.type(alt, 'A parcel at the door');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('post', '/covers')).toHaveLength(1));
    const [edit] = api.callsTo('put', '/media/id-stored.png');
    expect(edit.body).toEqual({
      alt: 'A parcel at the door',
      decorative: false,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it("Save shows it is working while the image's alt text goes to the library, and a second press sends nothing twice", async () => {
    const user = userEvent.setup();
    const stored = { ...item('stored.png', 449, 289), alt: '' };
    let answer: () => void = () => undefined;
    const api = new FakeApi()
      .on('get', '/media', [200, { success: true, data: [stored], total: 1 }])
      .on(
        'put',
        '/media/:id',
        (request) =>
          new Promise((resolve) => {
            answer = () =>
              resolve([
                200,
                {
                  success: true,
                  data: { ...stored, ...(request.body as object), updatedAt: '2026-11-02T00:00:00.000Z' },
                },
              ]);
          }),
      )
      .on('post', '/covers', [200, { success: true, message: 'Saved' }]);
    await renderApp({ plugins: [described], api, path: '/described' });
    const alt = await screen.findByLabelText('Alt text');
    await waitFor(() => expect(api.callsTo('get', '/media')).toHaveLength(1));
    await user.type(alt, 'A parcel at the door');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(api.callsTo('put', '/media/id-stored.png')).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    expect(api.callsTo('put', '/media/id-stored.png')).toHaveLength(1);
    expect(api.callsTo('post', '/covers')).toHaveLength(0);
    answer();
    await waitFor(() => expect(api.callsTo('post', '/covers')).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'false');
    expect(api.callsTo('put', '/media/id-stored.png')).toHaveLength(1);
  });

  it('the alt text box stays while a replacing file is looked up: what was typed is neither hidden nor lost', async () => {
    const user = userEvent.setup();
    const stored = { ...item('stored.png', 449, 289), alt: '' };
    // The library's answer for the new file's bytes comes only when the test says so (a slow, busy server).
    let answerHash: () => void = () => undefined;
    const api = new FakeApi()
      .on('get', '/media', (request) =>
        (request.params as { hash?: string }).hash
          ? new Promise((resolve) => {
              answerHash = () => resolve([200, { success: true, data: [], total: 0 }]);
            })
          : [200, { success: true, data: [stored], total: 1 }],
      )
      .on('post', '/media', [200, { success: true, data: { ...item('new.png', 449, 289), alt: '', _id: 'id-new' } }])
      .on('put', '/media/:id', (request) => [
        200,
        { success: true, data: { ...stored, ...(request.body as object), updatedAt: '2026-11-02T00:00:00.000Z' } },
      ])
      .on('post', '/covers', [200, { success: true, message: 'Saved' }]);
    await renderApp({ plugins: [replaceable], api, path: '/replaceable' });
    const alt = await screen.findByLabelText('Alt text');
    await user.upload(screen.getByLabelText('Cover'), await pngFile(449, 289, 'new.png'));
    await waitFor(() =>
      expect(api.callsTo('get', '/media').some((call) => 'hash' in (call.params as object))).toBe(true),
    );
    // The lookup is pending: the box is still there (the same one), and the editor can type into it.
    expect(screen.getByLabelText('Alt text')).toBe(alt);
    await user.type(alt, 'A new parcel');
    answerHash();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('post', '/covers')).toHaveLength(1));
    expect(screen.getByLabelText('Alt text')).toHaveValue('A new parcel');
    expect(api.callsTo('put', '/media/id-new')[0]?.body).toMatchObject({ alt: 'A new parcel', decorative: false });
  });
});
