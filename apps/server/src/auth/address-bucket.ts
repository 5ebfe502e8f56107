import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const IPV6_GROUPS = 8;
// Providers hand a home connection or a server a whole /64: its addresses are one client's.
const NETWORK_GROUPS = 4;

/**
 * The client a limiter should count a request against: an IPv4 address as it is (also when it
 * arrives written as IPv6), and for IPv6 its /64 network, since anyone holding one address of it
 * can send from any other at no cost.
 */
export function addressBucket(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const written = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = [
    ...written,
    ...Array.from({ length: IPV6_GROUPS - written.length - after.length }, () => '0'),
    ...after,
  ];
  const network = groups.slice(0, NETWORK_GROUPS).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
