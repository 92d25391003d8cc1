/**
 * @simplewebauthn/server, imported only when a passkey is registered or used: with the X.509 and ASN.1 code it
 * loads, it was about 0.25 s of every start (half of what a PostgreSQL start does beyond a bare server's).
 */
export { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
