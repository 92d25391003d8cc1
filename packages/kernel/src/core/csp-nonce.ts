let cached: string | undefined | null = null;

/**
 * The page's CSP nonce, which the server puts in `<meta name="csp-nonce">` (a new one on every page load). Every
 * `<style>` element the app adds carries it (antd's CSS-in-JS through ConfigProvider `csp`, the kernel's own
 * `<style>` elements), since the policy refuses any other inline style element. Undefined without one (tests).
 */
export function cspNonce(): string | undefined {
  if (cached === null) {
    cached =
      typeof document === 'undefined'
        ? undefined
        : (document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined);
  }
  return cached;
}

/**
 * Gives the page's nonce to every `<style>` element the app's own scripts create. Libraries below antd (the
 * scrollbar measure and the modal's scroll lock of rc-util) add `<style>` elements without taking a nonce, and
 * the policy would refuse them. Only this origin's scripts can run (script-src 'self'), so this gives nothing to
 * injected markup: a `<style>` in injected HTML is created by the parser, not through createElement, and stays
 * refused. Runs once, at mount.
 */
export function giveNonceToCreatedStyles(): void {
  const nonce = cspNonce();
  if (!nonce || typeof document === 'undefined') return;
  const create = document.createElement;
  if ((create as { withNonce?: boolean }).withNonce) return;
  const withNonce = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof document.createElement & { withNonce?: boolean };
  withNonce.withNonce = true;
  document.createElement = withNonce;
}
