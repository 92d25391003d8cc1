import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The 8 groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const parts = (text: string) =>
    text
      ? text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [part];
          const [a, b, c, d] = part.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const front = parts(head);
  const back = address.includes('::') ? parts(tail) : [];
  const groups = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => Number.parseInt(group || '0', 16).toString(16));
}

/**
 * Who a limit counts: an IPv4 client by its address, an IPv6 client by its /64 (one subscriber usually holds
 * a whole /64, so counting single addresses would let them rotate through billions). `request.ip` is the
 * real client behind the proxies TRUST_PROXY names, else the connection's peer.
 */
export function clientAddressKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip.split('%')[0])) return `${ipv6Groups(ip.split('%')[0]).slice(0, 4).join(':')}::/64`;
  return ip;
}
