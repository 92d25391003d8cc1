import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startContentServer, type ContentServer } from './content-server';

/**
 * Stored originals keep no embedded metadata (issue 37, docs/media.md): a phone photo's EXIF with its GPS
 * position is gone from the stored file and from every variant, its orientation applied; the same upload is
 * still one file, and the stored file sent back (picked from the library) is recognised as it.
 */
let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

interface Item {
  _id: string;
  url: string;
  hash: string;
  width: number;
  height: number;
  bytes: number;
  variants: Array<{ src: string; type: string }>;
}

async function item(id: string): Promise<Item> {
  return (await send(server.app, 'GET', `/media/${id}`)).body.data as Item;
}

/** A 700 × 400 photo stored sideways (orientation 6: shown 400 × 700), with a camera, a date and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Copyright: 'Amina B.' },
      IFD2: { DateTimeOriginal: '2026:11:01 09:30:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 700/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const jpeg = (data: Buffer, name: string) => new File([new Uint8Array(data)], name, { type: 'image/jpeg' });
/** Text a metadata block leaves in the bytes. */
const TRACES = ['Exif', 'PhoneMaker', 'Pocket 12', 'Amina B.', '2026:11:01', 'GPS'];
const tracesIn = (data: Buffer) => TRACES.filter((trace) => data.includes(Buffer.from(trace, 'latin1')));

describe('stored originals without metadata', () => {
  it('drops EXIF and GPS from a JPEG, applies its orientation, and keeps none in the variants', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(tracesIn(photo)).toEqual(expect.arrayContaining(['Exif', 'PhoneMaker']));

    const added = await send(server.app, 'POST', '/media', { file: jpeg(photo, 'holiday.jpg') });
    expect(added.status).toBe(201);
    const stored = server.contents.get(added.body.data.url)!;
    expect(tracesIn(stored)).toEqual([]);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 700 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The library describes what it stores: its size upright, its bytes, the hash of those bytes.
    expect(added.body.data).toMatchObject({ width: 400, height: 700, bytes: stored.length });

    let row = await item(added.body.data._id);
    for (let tries = 0; row.variants.length === 0 && tries < 120; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await item(added.body.data._id);
    }
    expect(row.variants.map((variant) => variant.type).sort()).toEqual(['image/avif', 'image/webp']);
    for (const variant of row.variants) {
      const copy = server.contents.get(variant.src)!;
      expect(tracesIn(copy)).toEqual([]);
      const copyMeta = await sharp(copy).metadata();
      expect(copyMeta.exif).toBeUndefined();
      expect(copyMeta.height! > copyMeta.width!).toBe(true);
    }
  });

  it('keeps the dedupe stable: the same photo again, or the stored file sent back, is the same file', async () => {
    const photo = await phonePhoto();
    const first = await send(server.app, 'POST', '/media', { file: jpeg(photo, 'again.jpg') });
    expect(first.status).toBe(200);
    const stored = server.contents.get(first.body.data.url)!;
    const back = await send(server.app, 'POST', '/media', { file: jpeg(stored, 'picked.jpg') });
    expect(back.status).toBe(200);
    expect(back.body.data._id).toBe(first.body.data._id);
    expect(server.contents.get(back.body.data.url)!.equals(stored)).toBe(true);
  });

  it('drops text chunks from a PNG and stores a clean PNG byte for byte', async () => {
    const plain = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const tagged = await sharp(plain)
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Amina B.' } })
      .png()
      .toBuffer();
    expect(tracesIn(tagged)).toContain('PhoneMaker');
    const a = await send(server.app, 'POST', '/media', {
      file: new File([new Uint8Array(tagged)], 'tagged.png', { type: 'image/png' }),
    });
    expect(tracesIn(server.contents.get(a.body.data.url)!)).toEqual([]);
    expect((await sharp(server.contents.get(a.body.data.url)!).metadata()).exif).toBeUndefined();
    const b = await send(server.app, 'POST', '/media', {
      file: new File([new Uint8Array(plain)], 'plain.png', { type: 'image/png' }),
    });
    expect(server.contents.get(b.body.data.url)!.equals(plain)).toBe(true);
  });

  it('drops EXIF from a WebP', async () => {
    const webp = await sharp({ create: { width: 50, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
      .webp()
      .toBuffer();
    expect(tracesIn(webp)).toContain('PhoneMaker');
    const added = await send(server.app, 'POST', '/media', {
      file: new File([new Uint8Array(webp)], 'w.webp', { type: 'image/webp' }),
    });
    expect(added.status).toBe(201);
    expect(tracesIn(server.contents.get(added.body.data.url)!)).toEqual([]);
  });

  it("an SVG's <metadata> (an RDF author block) is dropped by the sanitiser, which keeps drawing elements only", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>Amina B. PhoneMaker</rdf:Description></rdf:RDF></metadata><rect width="40" height="20" fill="#c00"/></svg>';
    const added = await send(server.app, 'POST', '/media', {
      file: new File([svg], 'mark.svg', { type: 'image/svg+xml' }),
    });
    expect(added.status).toBe(201);
    const stored = server.contents.get(added.body.data.url)!.toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/metadata|rdf|Amina|PhoneMaker/i);
  });
});
