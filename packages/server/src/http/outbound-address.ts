import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an outgoing call was not made: the address it would reach is not on the public internet. */
export class PrivateAddressError extends Error {
  constructor(address: string) {
    super(
      `refused to call ${address}: a loopback, link-local or private address (set WEBHOOK_ALLOW_PRIVATE to allow it)`,
    );
    this.name = 'PrivateAddressError';
  }
}

/**
 * Whether an IP address is ordinary public unicast. Everything else is refused: loopback (127/8, ::1),
 * unspecified (0.0.0.0, ::), link-local (169.254/16 with the cloud metadata service, fe80::/10), private
 * (RFC 1918, fc00::/7), CGNAT (100.64/10), multicast, reserved, and IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d is judged as that IPv4 address; 6to4, Teredo and NAT64 are refused).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * A `lookup` for node:http(s) / net.connect that resolves the name, refuses the call when any address it
 * got is not public, and hands the checked addresses to the socket, which connects to exactly those: a DNS
 * answer that changes between a check and the connection (rebinding) cannot slip a private address in.
 */
export const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new PrivateAddressError(refused.address), '', 0);
    if ((options as LookupOptions).all)
      return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/** A URL's host as an IP address when it is one (`[::1]` → `::1`), else null: a name the lookup will resolve. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) ? host : null;
}
