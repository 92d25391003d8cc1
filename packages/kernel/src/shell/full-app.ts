/**
 * What a page load needs beyond the sign-in screen: the container and the plugins, the router and the shell.
 * start.tsx loads this chunk once the admin is signed in or about to be (a key or pointer press in the form).
 */
export { assemble } from '../core/boot';
export { mount } from './mount';
export { pathAfterSignIn } from './guards';
export { preloadFirstScreen } from './next-screen-loader';
