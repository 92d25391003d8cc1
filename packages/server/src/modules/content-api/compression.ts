import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chosenEncoding, type BodyEncoding } from '../../http/compressed-body';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes an answer goes as it is: the encoding's overhead would outweigh the saving. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The encoding a content answer of `size` bytes is sent in for this Accept-Encoding: brotli when accepted,
 * else gzip, else none (as the app page, http/compressed-body.ts); none for a small answer.
 */
export function contentEncodingFor(acceptEncoding: string | undefined, size: number): BodyEncoding | null {
  return size >= COMPRESS_FROM_BYTES ? chosenEncoding(acceptEncoding) : null;
}

/**
 * The answer's bytes in that encoding, off the event loop (zlib's thread pool). Brotli quality 5 is a
 * fraction of a millisecond for these answers and within a few percent of its best; the CDN keeps the result.
 */
export function compressAnswer(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return gzipAsync(body, { level: 6 });
}
