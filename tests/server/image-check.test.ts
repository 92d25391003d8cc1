import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../packages/server/src/http/app-error';
import { checkImage } from '../../packages/server/src/storage/image-check';
import { pngImage } from './helpers';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const samples: Array<[ext: string, data: Buffer, size: { width: number; height: number }]> = [
  ['png', pngImage(40, 30, [1, 2, 3]), { width: 40, height: 30 }],
  ['jpg', fixture('sample.jpg'), { width: 16, height: 16 }],
  ['gif', fixture('sample.gif'), { width: 16, height: 16 }],
  ['webp', fixture('sample.webp'), { width: 16, height: 16 }],
];

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('images are walked to their end before they are accepted', () => {
  it.each(samples)('a whole %s is accepted with its size', (ext, data, size) => {
    expect(checkImage(data, ext)).toEqual(size);
  });

  it.each(samples)('a %s cut anywhere is refused as damaged or incomplete', (ext, data) => {
    for (const length of [8, 30, Math.floor(data.length / 2), data.length - 1]) {
      expect({ ext, length, refused: refusal(() => checkImage(data.subarray(0, length), ext)) }).toEqual({
        ext,
        length,
        refused: { status: 400, message: 'The image is damaged or incomplete (the file may have been cut off)' },
      });
    }
  });

  it('a header claiming more than 10,000 px a side is refused (PNG with a right CRC, GIF, WebP)', () => {
    const png = Buffer.from(samples[0][1]);
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    expect(refusal(() => checkImage(png, 'png'))?.message).toBe(
      'The image is too large: at most 10,000 × 10,000 pixels (this one is 100000 × 100000)',
    );

    const gif = Buffer.from(samples[2][1]);
    gif.writeUInt16LE(20_000, 6);
    expect(refusal(() => checkImage(gif, 'gif'))?.message).toMatch(/^The image is too large/);

    const webp = Buffer.from(samples[3][1]);
    webp.writeUIntLE(16_383, 24, 3); // VP8X canvas width - 1
    expect(refusal(() => checkImage(webp, 'webp'))?.message).toMatch(
      /^The image is too large: .* \(this one is 16384 × 16\)$/,
    );
  });

  it('a PNG with a damaged chunk (CRC) or without its end is refused', () => {
    const png = Buffer.from(samples[0][1]);
    png[40] ^= 0xff;
    expect(refusal(() => checkImage(png, 'png'))?.status).toBe(400);
    const withoutEnd = samples[0][1].subarray(0, samples[0][1].length - 12);
    expect(refusal(() => checkImage(withoutEnd, 'png'))?.status).toBe(400);
  });
});
