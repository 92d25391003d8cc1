/**
 * Everything the signed-in shell needs and the sign-in screen does not: loaded as one chunk after
 * sign-in, which keeps the sign-in screen's JavaScript small.
 */
export { ShellLayout } from './ShellLayout';
export { ScreenFrame } from './ScreenFrame';
export { NotFound } from './NotFound';
