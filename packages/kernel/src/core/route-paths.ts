/**
 * A route path in the form the router matches it: lower case (react-router ignores case), no trailing slash,
 * every parameter the same (`/faq/:id` and `/faq/:slug` open the same screens). Two plugins whose paths have the
 * same canonical form would take each other's screens, so claims compare this form.
 */
export function canonicalPath(path: string): string {
  const segments = path
    .split('?')[0]
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? ':?' : ':') : segment.toLowerCase()));
  return `/${segments.join('/')}`;
}

/**
 * Why a plugin may not declare this route path, or null. A path must start with a fixed segment: `/:slug`,
 * `*` or `/*` would take over every address the others do not claim (and the not-found screen), so no plugin
 * may own one.
 */
export function refusedRoutePath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/'))
    return `route path ${JSON.stringify(path)} must be a string starting with /`;
  const first = path.split('/').find((segment) => segment !== '');
  if (first === undefined) return 'route path "/" belongs to the kernel (sign-in)';
  if (first.startsWith(':') || first.includes('*'))
    return `route path "${path}" starts with a parameter or a wildcard (a catch-all), which would take over other screens' addresses`;
  return null;
}
