import { crc32 } from 'node:zlib';
import { AppError } from '../http/app-error';

/** No side of an accepted image may be longer (a 100000 × 100000 header would ask a browser for 40 GB). */
export const MAX_IMAGE_SIDE = 10_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** The file ends before its structure does (a cut upload), or its structure is wrong. */
class Damaged extends Error {}

function need(data: Buffer, end: number): void {
  if (end > data.length) throw new Damaged('truncated');
}

/** PNG: every chunk whole with a correct CRC, IHDR first, at least one IDAT, and IEND last. */
function pngSize(data: Buffer): ImageSize {
  let offset = 8;
  let size: ImageSize | null = null;
  let sawData = false;
  for (;;) {
    need(data, offset + 12);
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    need(data, offset + 12 + length);
    const crc = data.readUInt32BE(offset + 8 + length);
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) >>> 0 !== crc) throw new Damaged(`bad CRC in ${type}`);
    if (!size) {
      if (type !== 'IHDR' || length !== 13) throw new Damaged('no IHDR');
      size = { width: data.readUInt32BE(offset + 8), height: data.readUInt32BE(offset + 12) };
    }
    if (type === 'IDAT') sawData = true;
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  if (!sawData) throw new Damaged('no image data');
  return size;
}

const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: segments whole, a frame header (SOF) with the size, scan data, and the end marker (EOI). */
function jpegSize(data: Buffer): ImageSize {
  let offset = 2;
  let size: ImageSize | null = null;
  let sawScan = false;
  for (;;) {
    need(data, offset + 2);
    if (data[offset] !== 0xff) throw new Damaged('expected a marker');
    let marker = data[offset + 1];
    while (marker === 0xff) {
      offset += 1;
      need(data, offset + 2);
      marker = data[offset + 1];
    }
    offset += 2;
    if (marker === 0xd9) break;
    if (isStandalone(marker)) continue;
    need(data, offset + 2);
    const length = data.readUInt16BE(offset);
    if (length < 2) throw new Damaged('bad segment length');
    need(data, offset + length);
    if (isFrameHeader(marker)) {
      if (length < 7) throw new Damaged('short frame header');
      size = { height: data.readUInt16BE(offset + 3), width: data.readUInt16BE(offset + 5) };
    }
    offset += length;
    if (marker === 0xda) {
      if (!size) throw new Damaged('scan before frame header');
      sawScan = true;
      // Entropy-coded data: runs until a marker that is not a stuffed 0xFF00 or a restart marker.
      while (!(
        data[offset] === 0xff &&
        data[offset + 1] !== 0x00 &&
        !(data[offset + 1] >= 0xd0 && data[offset + 1] <= 0xd7)
      )) {
        offset += 1;
        need(data, offset + 2);
      }
    }
  }
  if (!size || !sawScan) throw new Damaged('no image data');
  return size;
}

/** GIF: header and screen, every block and sub-block whole, at least one image, and the trailer (0x3B). */
function gifSize(data: Buffer): ImageSize {
  need(data, 13);
  const size = { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  const flags = data[10];
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let images = 0;
  const skipSubBlocks = () => {
    for (;;) {
      need(data, offset + 1);
      const length = data[offset];
      offset += 1 + length;
      if (length === 0) return;
    }
  };
  for (;;) {
    need(data, offset + 1);
    const introducer = data[offset];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      need(data, offset + 2);
      offset += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      need(data, offset + 10);
      const width = data.readUInt16LE(offset + 5);
      const height = data.readUInt16LE(offset + 7);
      const local = data[offset + 9];
      if (width === 0 || height === 0) throw new Damaged('empty frame');
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      need(data, offset + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
      images += 1;
    } else {
      throw new Damaged('unknown block');
    }
  }
  if (images === 0) throw new Damaged('no image');
  return size;
}

/** WebP: the RIFF container whole (its size matches), every chunk whole, and the size from VP8, VP8L or VP8X. */
function webpSize(data: Buffer): ImageSize {
  need(data, 12);
  const riffEnd = 8 + data.readUInt32LE(4);
  need(data, riffEnd);
  let offset = 12;
  let size: ImageSize | null = null;
  let sawImage = false;
  while (offset < riffEnd) {
    need(data, offset + 8);
    const type = data.toString('latin1', offset, offset + 4);
    const length = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    need(data, body + length);
    if (body + length > riffEnd) throw new Damaged('chunk past the end');
    if (type === 'VP8X') {
      need(data, body + 10);
      size = { width: 1 + data.readUIntLE(body + 4, 3), height: 1 + data.readUIntLE(body + 7, 3) };
    } else if (type === 'VP8 ') {
      if (length < 10 || data.readUIntBE(body + 3, 3) !== 0x9d012a) throw new Damaged('bad VP8 frame');
      size ??= { width: data.readUInt16LE(body + 6) & 0x3fff, height: data.readUInt16LE(body + 8) & 0x3fff };
      sawImage = true;
    } else if (type === 'VP8L') {
      if (length < 5 || data[body] !== 0x2f) throw new Damaged('bad VP8L frame');
      const bits = data.readUInt32LE(body + 1);
      size ??= { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      sawImage = true;
    } else if (type === 'ANMF') {
      sawImage = true;
    }
    offset = body + length + (length % 2);
  }
  if (!size || !sawImage) throw new Damaged('no image data');
  return size;
}

const READERS: Record<string, (data: Buffer) => ImageSize> = {
  png: pngSize,
  jpg: jpegSize,
  gif: gifSize,
  webp: webpSize,
};

/**
 * Walks a PNG, JPEG, GIF or WebP far enough to prove it is whole (every chunk, segment or block present,
 * down to its end marker; PNG chunks' CRCs checked) and answers its size, which must be 1 to MAX_IMAGE_SIDE
 * pixels a side. A cut or damaged file, or an absurd size in its header, is a 400.
 */
export function checkImage(data: Buffer, ext: string, label = 'The image'): ImageSize {
  const read = READERS[ext];
  if (!read) throw new Error(`checkImage: no reader for ${ext}`);
  let size: ImageSize;
  try {
    size = read(data);
  } catch (error) {
    if (error instanceof Damaged || error instanceof RangeError)
      throw new AppError(400, `${label} is damaged or incomplete (the file may have been cut off)`);
    throw error;
  }
  if (size.width < 1 || size.height < 1) throw new AppError(400, `${label} has no pixels`);
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    throw new AppError(
      400,
      `${label} is too large: at most ${MAX_IMAGE_SIDE.toLocaleString('en-US')} × ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels (this one is ${size.width} × ${size.height})`,
    );
  }
  return size;
}
