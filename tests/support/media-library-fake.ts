import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeApi } from './fake-api';

/**
 * The media library as an image field with alt text sees it (issue 37): the stored images at these addresses,
 * without alt text; a file chosen from the computer is new (no file has its hash); `POST /media` adds it and
 * `PUT /media/:id` saves its alt text. Without these calls (a plain FakeApi) the field asks for nothing.
 */
export function withMediaLibrary(api: FakeApi, storedUrls: string[] = []): FakeApi {
  const item = (id: string, url: string) => ({
    _id: id,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    name: url.slice(url.lastIndexOf('/') + 1),
    url,
    mime: 'image/png',
    bytes: 33,
    width: 60,
    height: 40,
    alt: '',
    decorative: false,
    focalPoint: null,
    tags: [],
    hash: 'h',
    usage: 1,
    uploadedBy: null,
    variants: [],
  });
  return api
    .on('get', '/media', (request) => {
      const url = request.params.url as string | undefined;
      const found = url && storedUrls.includes(url) ? [item(`m-${storedUrls.indexOf(url)}`, url)] : [];
      return [200, { success: true, data: found, total: found.length }];
    })
    .on('post', '/media', () => [201, { success: true, data: item('m-new', '/uploads/media/new.png') }])
    .on('put', '/media/:id', (request) => [
      200,
      {
        success: true,
        data: {
          ...item('m', '/uploads/media/x.png'),
          ...(request.body as object),
          updatedAt: '2026-11-02T00:00:00.000Z',
        },
      },
    ]);
}

export const ALT_TEXT_REFUSAL = 'Describe this image in its alt text, or mark it as decorative';

/** Save is refused on the image field for want of alt text, and nothing of it reached the library. */
export async function expectAltTextAsked(user: UserEvent, api: FakeApi, fields = 1): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText(ALT_TEXT_REFUSAL)).toHaveLength(fields));
  await waitFor(() =>
    expect(document.querySelector('.bo-form-summary')).toHaveTextContent(
      fields === 1 ? '1 field needs attention.' : `${fields} fields need attention.`,
    ),
  );
  expect(altTextSaved(api)).toHaveLength(0);
}

/** The alt text typed (or, with `decorative`, the Decorative box ticked) went to the library's file. */
export function altTextSaved(api: FakeApi): Array<{ alt: string; decorative: boolean }> {
  return api.calls
    .filter((call) => call.method === 'put' && /^\/media\//.test(call.url))
    .map((call) => call.body as { alt: string; decorative: boolean });
}

/** Types the image's alt text (one text per `Alt text` field, in the form's order) and presses Save. */
export async function describeAndSave(user: UserEvent, ...texts: string[]): Promise<void> {
  const fields = screen.getAllByLabelText('Alt text');
  // Pasted, not typed key by key: every key re-renders the whole form (slow on a busy machine).
  for (const [index, text] of texts.entries()) {
    await user.click(fields[index]);
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
}
