import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/**
 * The encoding to send a body in, from the request's Accept-Encoding: brotli when accepted, else gzip, else
 * none. A coding listed with `q=0` is refused, as the header's grammar says.
 */
export function chosenEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A page made per request (the app page carries a fresh nonce, so it cannot be compressed at build like the
 * assets), compressed for the wire. Quality 5 takes well under a millisecond for the app page's few KB and
 * lands within a few percent of brotli's best.
 */
export function compressBody(body: string, encoding: BodyEncoding): Buffer {
  const bytes = Buffer.from(body);
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes, { level: 6 });
}
