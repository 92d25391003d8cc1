import { crc32, deflateSync } from 'node:zlib';
import { extensionOf } from '../storage/content-kinds';
import type { Storage } from '../storage/storage';

/**
 * Draws a demo cover: a diagonal gradient from the colour to near black, as a real PNG (the seeder
 * stores it through the same storage as uploads).
 */
export function gradientPng(width: number, height: number, [red, green, blue]: readonly number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 1 - 0.8 * ((x / width + y / height) / 2);
      const offset = y * stride + 1 + x * 3;
      pixels[offset] = Math.round(red * shade);
      pixels[offset + 1] = Math.round(green * shade);
      pixels[offset + 2] = Math.round(blue * shade);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores a demo file (bytes a seed made itself) as an upload is stored; answers its /uploads address. */
export function demoFileStore(storage: Storage) {
  return async (file: { buffer: Buffer; filename: string; mimetype: string }, folder: string): Promise<string> => {
    const ext = extensionOf(file.mimetype);
    if (!ext) throw new Error(`No extension known for ${file.mimetype}`);
    const stored = await storage.save({ data: file.buffer, folder, ext, name: file.filename });
    return stored.url!;
  };
}
