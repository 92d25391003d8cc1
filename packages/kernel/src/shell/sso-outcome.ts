/**
 * The sentence for the single sign-on outcome the server's callback put in the address (`/?sso=<code>`). Only these
 * fixed sentences are shown: text from the address bar could be written by anyone.
 */
export function ssoOutcomeMessage(code: string | null, provider: string): string | null {
  switch (code) {
    case 'domain':
      return `Your ${provider} account's e-mail domain is not allowed to sign in here. Ask an administrator if you need access.`;
    case 'groups':
      return `Your ${provider} account is not in a group allowed to sign in here (or no longer is). Ask an administrator if you need access.`;
    case 'no-email':
      return `${provider} did not give an e-mail address for your account, so you cannot be signed in.`;
    case 'unverified-email':
      return `${provider} says your e-mail address is not verified yet. Verify it there, then try again.`;
    case 'second-factor':
      return `Your role requires a second factor, and ${provider} did not confirm one for this sign-in. Sign in to ${provider} with multi-factor authentication, then try again.`;
    case 'provider':
      return `${provider} did not let you sign in. If you should have access, ask your administrator.`;
    case 'expired':
      return 'That sign-in took too long or was started in another browser. Please try again.';
    case 'failed':
      return `Signing in with ${provider} failed. Please try again in a moment.`;
    default:
      return null;
  }
}
