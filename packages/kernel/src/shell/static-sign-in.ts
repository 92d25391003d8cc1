/**
 * The static sign-in screen index.html paints before any script (static-sign-in-page.ts writes it at build time):
 * the React screens take it over. It stands in for the start-up spinner while the session check runs, so a
 * signed-out visitor sees one form from the first paint on; the server leaves it out of the page when the request
 * carries a session cookie (a signed-in admin never sees a sign-in form flash).
 */
export const STATIC_SIGN_IN_ID = 'bo-static-signin';
/** The comments around it in index.html (packages/server's serve-front-end.ts cuts between them). */
export const STATIC_SIGN_IN_START = '<!--static-sign-in-->';
export const STATIC_SIGN_IN_END = '<!--/static-sign-in-->';

function staticSignIn(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(STATIC_SIGN_IN_ID);
}

/** Whether the static screen is still on the page (then a start-up spinner is not needed: it shows instead). */
export function staticSignInShown(): boolean {
  return staticSignIn() !== null;
}

export interface StaticSignInState {
  email: string;
  password: string;
  /** The field that had the focus, so the React screen gives it back. */
  focused: 'email' | 'password' | null;
  /** The form was sent before the app started: the React screen sends it. */
  submitted: boolean;
}

/** What was typed into the static form before the app started (nothing when it is gone). */
export function staticSignInState(): StaticSignInState {
  const root = staticSignIn();
  const field = (id: string) => root?.querySelector<HTMLInputElement>(`#${id}`) ?? null;
  const email = field('bo-static-email');
  const password = field('bo-static-password');
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focused: active && active === email ? 'email' : active && active === password ? 'password' : null,
    submitted: root?.getAttribute('data-submitted') === 'true',
  };
}

/** Takes the static screen off the page (the React one has rendered in its place). */
export function removeStaticSignIn(): void {
  staticSignIn()?.remove();
}
