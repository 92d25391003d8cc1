/**
 * The sign-in screen as plain HTML, written into index.html by the build (rollup.config.mjs): the first paint
 * needs no script and no request. Its markup and classes are SignInScreen's (the same CSS, `signInCss`), so when
 * the React screen takes over (static-sign-in.ts) nothing moves. Until then what is typed is kept and handed over,
 * and a sign-in sent (button or Enter) is sent by the React screen once it is up; the other buttons are disabled.
 * Without scripts the sign-in button stays disabled too (a disabled default button also stops Enter).
 * Its texts follow the language the pre-paint script chose (a small classic script right after the markup, which
 * the server gives the page's CSP nonce like every inline script of index.html). Build time only: never bundled.
 */
import { signInCss } from './sign-in-css';
import { ADMIN_LANGUAGES } from '../i18n/languages';
import { fr } from '../i18n/messages/fr';
import { ar } from '../i18n/messages/ar';
import { STATIC_SIGN_IN_END, STATIC_SIGN_IN_ID, STATIC_SIGN_IN_START } from './static-sign-in';

/** The texts the static screen shows, in English (the kernel's keys). */
const TEXTS = [
  'Sign in',
  "Manage the site's content and the leads it collects.",
  'Email',
  'Password',
  'Show',
  'Show password',
  'or',
  'Sign in with a passkey',
  'Language',
  'Signing in…',
] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<style>`, markup and the translating script, for `productName` (the build's config; /config.json may differ). */
export function staticSignInPage(productName = 'Backoffice'): { style: string; body: string } {
  const text = (key: (typeof TEXTS)[number]) => `data-t="${escapeHtml(key)}"`;
  const options = ADMIN_LANGUAGES.map(
    (language) => `<option value="${language.code}" lang="${language.code}">${escapeHtml(language.name)}</option>`,
  ).join('');
  // Same as <Logo size={40} />.
  const logo =
    '<span class="bo-logo" style="display:inline-flex;align-items:center;gap:10px;font-weight:600;font-size:25.6px">' +
    '<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="#1668dc"></circle>' +
    '<path d="M9 12l7-4 7 4v8l-7 4-7-4z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"></path>' +
    '<path d="M9 12l7 4 7-4M16 16v8" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"></path></svg>' +
    `<span>${escapeHtml(productName)}</span></span>`;
  const markup = `<div id="${STATIC_SIGN_IN_ID}"><main class="bo-signin"><form class="bo-signin-card" method="post" action="/" aria-label="Sign in" ${text('Sign in')}>
<div class="bo-signin-head">${logo}<h1 ${text('Sign in')}>Sign in</h1><p ${text("Manage the site's content and the leads it collects.")}>Manage the site's content and the leads it collects.</p></div>
<noscript><div role="alert" class="bo-signin-error">Backoffice needs JavaScript to sign in.</div></noscript>
<label for="bo-static-email" ${text('Email')}>Email</label><input id="bo-static-email" class="bo-input" type="email" name="email" autocomplete="username" autofocus />
<label for="bo-static-password" ${text('Password')}>Password</label><div class="bo-password"><input id="bo-static-password" class="bo-input" type="password" name="password" autocomplete="current-password" /><button type="button" class="bo-reveal" disabled aria-label="Show password" ${text('Show')}>Show</button></div>
<button type="submit" class="bo-submit" disabled ${text('Sign in')}>Sign in</button>
<div class="bo-signin-or" aria-hidden="true" ${text('or')}>or</div><button type="button" class="bo-passkey" disabled ${text('Sign in with a passkey')}>Sign in with a passkey</button>
<div class="bo-signin-language"><label for="bo-static-language" ${text('Language')}>Language</label><select id="bo-static-language" disabled>${options}</select></div>
</form></main></div>`;
  const catalogs: Record<string, Record<string, string>> = {};
  for (const [code, catalog] of Object.entries({ fr, ar }))
    catalogs[code] = Object.fromEntries(TEXTS.map((key) => [key, catalog[key] ?? key]));
  // Classic script, no module: it runs as the parser reaches it, before the first paint.
  const script = `<script>
(function () {
  var root = document.getElementById(${JSON.stringify(STATIC_SIGN_IN_ID)});
  var language = document.documentElement.getAttribute('lang') || 'en';
  var select = root.querySelector('select');
  select.value = language;
  var catalog = ${JSON.stringify(catalogs)}[language] || {};
  // With scripts on, the form can be sent before the app has started: the sending is remembered (data-submitted)
  // and the React screen, taking over, sends it. Without scripts the button stays disabled: nothing leaves.
  var form = root.querySelector('form');
  var submit = root.querySelector('.bo-submit');
  submit.disabled = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    root.setAttribute('data-submitted', 'true');
    submit.disabled = true;
    submit.textContent = catalog['Signing in…'] || 'Signing in…';
  });
  if (language === 'en') return;
  var nodes = root.querySelectorAll('[data-t]');
  for (var i = 0; i < nodes.length; i += 1) {
    var key = nodes[i].getAttribute('data-t');
    if (nodes[i].tagName === 'FORM') nodes[i].setAttribute('aria-label', catalog[key]);
    else nodes[i].textContent = catalog[key];
  }
  root.querySelector('.bo-reveal').setAttribute('aria-label', catalog['Show password']);
})();
</script>`;
  // While the static screen is up: its disabled buttons look like the live ones (no change at the takeover).
  const css = `${signInCss}#${STATIC_SIGN_IN_ID} button:disabled { opacity: 1; cursor: progress; }\n#${STATIC_SIGN_IN_ID} select:disabled { color: var(--bo-text); }\n#${STATIC_SIGN_IN_ID} ~ noscript { display: none; }\n`;
  // Between markers: the server takes the whole of it out for a request with a session cookie.
  return {
    style: `${STATIC_SIGN_IN_START}<style>${css}</style>${STATIC_SIGN_IN_END}`,
    body: `${STATIC_SIGN_IN_START}${markup}\n${script}${STATIC_SIGN_IN_END}`,
  };
}
