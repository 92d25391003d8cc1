import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { chosenEncoding, compressBody } from './compressed-body';

/** Hosts whose videos the rich-text editor may embed (the same as src/sanitize/rich-text.ts allows). */
const VIDEO_FRAMES = 'https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://player.vimeo.com';

/**
 * The app page's policy. Scripts only from this origin; `<style>` elements only from this origin or carrying
 * this response's nonce (antd's CSS-in-JS, the kernel's and the build's injected styles all set it, read from
 * `<meta name="csp-nonce">`); style *attributes* stay allowed (React and the rich-text editor set them; they
 * cannot carry selectors). Images from this origin, data: and blob: (previews of chosen files). Scripts: this
 * origin (the app and the plugins folder), the origins allowed to serve plugin bundles (PLUGIN_ORIGINS), and
 * inline ones only with the nonce (the import map that hands external plugins the app's shared modules).
 */
export function appPagePolicy(nonce: string, pluginOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...pluginOrigins].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
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
 * The app page with its nonce: on every inline `<style>` and `<script>` of index.html, and in a meta tag the
 * front end reads to give its own `<style>` elements the same nonce.
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<(style|script)(?=[\s>])/g, `<$1 nonce="${nonce}"`)
    .replace(/<head[^>]*>|<body[^>]*>/, (tag) => `${tag}\n    <meta name="csp-nonce" content="${nonce}" />`);
}

/** The app page, with a fresh nonce, compressed when the browser accepts it (`acceptEncoding`: its header). */
export function sendAppPage(reply: FastifyReply, html: string, pluginOrigins: readonly string[] = [], acceptEncoding?: string) {
  const nonce = newNonce();
  const page = withNonce(html, nonce);
  const encoding = chosenEncoding(acceptEncoding);
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', appPagePolicy(nonce, pluginOrigins));
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
