import net from 'node:net';
import type { FastifyRequest } from 'fastify';

// 127.0.0.0/8 and ::1; BlockList also matches IPv4 loopback written as IPv6 (::ffff:127.0.0.1).
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An address of this machine's loopback; anything unreadable is not. */
export function isLoopback(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The request comes from this machine (docs/decisions/0034-test-payments-move-no-money.md):
 * its address (request.ip, the forwarded one under TRUST_PROXY), and every
 * address it passed through, are loopback. X-Forwarded-For is read even
 * without TRUST_PROXY, only ever to refuse: a proxy on this machine that
 * Waka was not told about would otherwise make every caller look local.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = [request.headers['x-forwarded-for'] ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((address) => address.trim());
  return [request.ip, ...(request.ips ?? []), ...forwarded].every(isLoopback);
}
