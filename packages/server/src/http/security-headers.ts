import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { chosenEncoding, compressBody } from './compressed-body';

/** Hosts whose videos the rich-text editor may embed (the same as src/sanitize/rich-text.ts allows). */
const VIDEO_FRAMES =
  'https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://player.vimeo.com';

/** The two nonces of one page load: one for its inline scripts, one for its style elements. */
export interface PageNonces {
  /** Only on the page's inline scripts (the import map); never written anywhere a script could read it. */
  script: string;
  /** On `<style>` elements, and in `<meta name="csp-nonce">` for the styles the front end adds. */
  style: string;
}

/**
 * The app page's policy. Scripts: this origin (the app and the plugins folder), each origin allowed to serve
 * plugin bundles (PLUGIN_ORIGINS) named explicitly, and inline ones only with the script nonce (the import map
 * that hands external plugins the app's shared modules). That nonce is on no `<script src>`: a module script's
 * `import()` inherits the nonce of the script it runs in, so a nonce on the entry would let any code it loads
 * import from any origin; without it, an import from an origin not listed is refused. `<style>` elements only
 * from this origin or carrying the style nonce (antd's CSS-in-JS, the kernel's and the build's injected styles
 * read it from `<meta name="csp-nonce">`, which is why it is a different nonce); style *attributes* stay allowed
 * (React and the rich-text editor set them; they cannot carry selectors). Images from this origin, data: and
 * blob: (previews of chosen files).
 */
export function appPagePolicy(nonces: PageNonces | string, pluginOrigins: readonly string[] = []): string {
  const { script, style } = typeof nonces === 'string' ? { script: nonces, style: nonces } : nonces;
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${script}'`, ...pluginOrigins].join(' '),
    `style-src 'self' 'nonce-${style}'`,
    `style-src-elem 'self' 'nonce-${style}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIDEO_FRAMES}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not the app page (API answers, config, assets): nothing to load, never framed. */
const OTHER_RESPONSES_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A fresh nonce for one page. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The app page with its nonces: the script nonce on inline `<script>` elements only (never on one with a `src`),
 * the style nonce on every `<style>` and in a meta tag the front end reads to give its own `<style>` elements.
 */
export function withNonce(html: string, nonces: PageNonces | string): string {
  const { script, style } = typeof nonces === 'string' ? { script: nonces, style: nonces } : nonces;
  return html
    .replace(/<script(?=[\s>])([^>]*)>/g, (tag, attributes: string) =>
      /\ssrc\s*=/.test(attributes) ? tag : `<script nonce="${script}"${attributes}>`,
    )
    .replace(/<style(?=[\s>])/g, `<style nonce="${style}"`)
    .replace(/<head[^>]*>|<body[^>]*>/, (tag) => `${tag}\n    <meta name="csp-nonce" content="${style}" />`);
}

/**
 * Bundle hashes (`externalPlugins[].integrity`) in the page's import map, so the browser itself refuses a bundle
 * whose bytes differ when it imports it (the kernel checked the bytes it fetched just before; this closes the
 * gap should the file change in between). Added to the build's import map, or as one of its own.
 */
export function withImportMapIntegrity(html: string, integrity: Record<string, string>): string {
  if (Object.keys(integrity).length === 0) return html;
  const existing = /<script type="importmap"([^>]*)>([\s\S]*?)<\/script>/.exec(html);
  if (existing) {
    let map: Record<string, unknown>;
    try {
      map = JSON.parse(existing[2]) as Record<string, unknown>;
    } catch {
      return html;
    }
    const merged = JSON.stringify({
      ...map,
      integrity: { ...(map.integrity as Record<string, string> | undefined), ...integrity },
    });
    return html.replace(existing[0], () => `<script type="importmap"${existing[1]}>${merged}</script>`);
  }
  return html.replace(
    /<head[^>]*>/,
    (tag) => `${tag}\n    <script type="importmap">${JSON.stringify({ integrity })}</script>`,
  );
}

/** The app page, with fresh nonces, compressed when the browser accepts it (`acceptEncoding`: its header). */
export function sendAppPage(
  reply: FastifyReply,
  html: string,
  pluginOrigins: readonly string[] = [],
  acceptEncoding?: string,
  integrity: Record<string, string> = {},
) {
  const nonces = { script: newNonce(), style: newNonce() };
  const page = withNonce(withImportMapIntegrity(html, integrity), nonces);
  const encoding = chosenEncoding(acceptEncoding);
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', appPagePolicy(nonces, pluginOrigins));
  if (!encoding) return reply.send(page);
  return reply.header('content-encoding', encoding).send(compressBody(page, encoding));
}

/**
 * Headers on every answer: no type sniffing, no referrer to other sites, never framed (X-Frame-Options for old
 * browsers, frame-ancestors for the others), a CSP for whatever did not set its own (the app page and /uploads
 * do), and HSTS when the app is served over HTTPS (COOKIE_SECURE).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  // A callback hook rather than an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', OTHER_RESPONSES_POLICY);
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
