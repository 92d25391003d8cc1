/**
 * @simplewebauthn/server, imported only when a passkey is registered or used: with the X.509 and ASN.1 code it
 * loads, it was the largest library loaded at start (start to ready on PostgreSQL: 650 → 600 ms of CPU without it).
 */
export {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
