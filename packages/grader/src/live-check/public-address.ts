import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Guards the server against server-side request forgery when it opens a learner's "live URL": a
 * learner could type (or redirect to) an address inside our network, such as a database port or
 * a cloud metadata service. Checks one URL at a time, so a request interceptor can call it for the
 * page, for every redirect and for every subresource.
 */

export interface AddressPolicy {
  /** Hosts (exact names or IP literals, lower-case) allowed even if they resolve to private addresses: for tests on loopback. Empty in production. */
  allowHosts: readonly string[];
  /** Resolves a host name to all its addresses; defaults to node:dns/promises lookup(host, { all: true, verbatim: true }). Injected in tests. */
  resolve?: (host: string) => Promise<readonly { address: string; family: number }[]>;
}

export type AddressVerdict =
  { allowed: true; url: URL; addresses: readonly string[] } | { allowed: false; reason: string };

type Resolve = NonNullable<AddressPolicy['resolve']>;

/** Shown to mentors next to a refused live URL, so they say what to fix, not how we check. */
const REASONS = {
  notUrl: 'This is not a valid web address.',
  protocol: 'Only http and https addresses can be checked.',
  credentials: 'Addresses with a user name or password in them cannot be checked.',
  localhost: 'This address points to the computer it is opened on (localhost), not a public site.',
  private: 'This address points to a private network.',
  unresolved: 'This host name could not be resolved.',
  unexpected: 'This address could not be checked.',
} as const;

type Subnet = readonly [network: string, prefix: number];

function blockListOf(type: 'ipv4' | 'ipv6', subnets: readonly Subnet[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, type);
  return list;
}

/**
 * IPv4 blocks no public site is served from (IANA special-purpose registry). IPv4 and IPv6 rules
 * live in separate lists on purpose: BlockList matches an IPv4 address against IPv6 rules as its
 * IPv4-mapped form, so an IPv6 rule for ::ffff:0:0/96 in a shared list would refuse every IPv4.
 */
const NON_PUBLIC_V4 = blockListOf('ipv4', [
  ['0.0.0.0', 8], // "this network": Linux connects 0.0.0.0 to the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, private to a provider's network
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: cloud metadata services answer on 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
]);

/** IANA has allocated only 2000::/3 for global unicast; anything outside it is not a public site. */
const GLOBAL_UNICAST_V6 = blockListOf('ipv6', [['2000::', 3]]);

/**
 * IPv6 blocks no public site is served from. The first group also lies outside 2000::/3 and is
 * listed so the rules read like the registry; the rest are special blocks inside it.
 */
const NON_PUBLIC_V6 = blockListOf('ipv6', [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['fc00::', 7], // unique local: AWS serves metadata on fd00:ec2::254
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001::', 32], // Teredo tunnels to an IPv4 address hidden in the IPv6 one
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32],
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // segment routing identifiers
]);

/**
 * IPv6 blocks that carry an IPv4 address: packets to them end up at that IPv4 address, so it is
 * the IPv4 address that must be public. `at` is the 16-bit group where the IPv4 address starts.
 */
const IPV4_CARRIERS: readonly { prefix: readonly number[]; at: number }[] = [
  { prefix: [0, 0, 0, 0, 0, 0xffff], at: 6 }, // ::ffff:0:0/96, IPv4-mapped
  { prefix: [0x64, 0xff9b, 0, 0, 0, 0], at: 6 }, // 64:ff9b::/96, NAT64
  { prefix: [0x2002], at: 1 }, // 2002::/16, 6to4
];

/** Whether an IP literal (v4 or v6) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  if (typeof ip !== 'string') return false;
  const family = isIP(ip);
  if (family === 4) return !NON_PUBLIC_V4.check(ip, 'ipv4');
  if (family === 6) return isPublicIpv6(ip);
  return false;
}

function isPublicIpv6(ip: string): boolean {
  // A zone index (fe80::1%eth0) names a local interface: such an address is never a public site.
  if (ip.includes('%')) return false;
  const embedded = embeddedIpv4(ipv6Groups(ip));
  if (embedded !== undefined) return !NON_PUBLIC_V4.check(embedded, 'ipv4');
  return GLOBAL_UNICAST_V6.check(ip, 'ipv6') && !NON_PUBLIC_V6.check(ip, 'ipv6');
}

function embeddedIpv4(groups: readonly number[]): string | undefined {
  const carrier = IPV4_CARRIERS.find(({ prefix }) =>
    prefix.every((group, index) => groups[index] === group),
  );
  if (!carrier) return undefined;
  const high = groups[carrier.at] ?? 0;
  const low = groups[carrier.at + 1] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The eight 16-bit groups of an IPv6 address that isIP has already accepted. Node offers no parser
 * that exposes them, and the embedded IPv4 address of a carrier block is only found in them.
 */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const front = groupsOfPart(head);
  const back = tail === undefined ? [] : groupsOfPart(tail);
  const zeros = new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

function groupsOfPart(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((piece) => {
    if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
    // A trailing dotted quad (::ffff:127.0.0.1) fills the last two groups.
    const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}

/** Parses and checks a URL: http(s) only, no credentials in it, host resolved and every resolved address public (or host allow-listed). Never throws: unparseable input, DNS failure etc. give { allowed: false, reason } with a short English reason a mentor can read, e.g. 'Only http and https addresses can be checked.', 'This address points to a private network.', 'This host name could not be resolved.' */
export async function checkPublicUrl(
  input: string,
  policy: AddressPolicy,
): Promise<AddressVerdict> {
  try {
    return await judgeUrl(input, policy);
  } catch {
    // The caller treats a refusal as final; an unforeseen error must not let the URL through.
    return refuse(REASONS.unexpected);
  }
}

async function judgeUrl(input: string, policy: AddressPolicy): Promise<AddressVerdict> {
  const url = parseUrl(input);
  if (!url) return refuse(REASONS.notUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(REASONS.protocol);
  // Chromium would send these as an Authorization header to whatever host the URL names.
  if (url.username !== '' || url.password !== '') return refuse(REASONS.credentials);
  const host = bareHost(url.hostname);
  if (host === '') return refuse(REASONS.notUrl);
  const resolve = policy.resolve ?? defaultResolve;
  if (isAllowListed(host, policy.allowHosts)) return allowListed(url, host, resolve);
  // An IP literal, including the decimal, hex and octal forms the URL parser has already turned
  // into dotted quads (http://2130706433/ is 127.0.0.1), is judged as it is: no DNS involved.
  if (isIP(host) !== 0) return isPublicAddress(host) ? allow(url, [host]) : refuse(REASONS.private);
  // Resolvers answer *.localhost with loopback without asking DNS (RFC 6761), Chromium included.
  if (isLocalhostName(host)) return refuse(REASONS.localhost);
  return judgeResolved(url, host, resolve);
}

async function judgeResolved(url: URL, host: string, resolve: Resolve): Promise<AddressVerdict> {
  const addresses = await resolveAll(host, resolve);
  if (!addresses) return refuse(REASONS.unresolved);
  // One private address is enough: the connection may be made to any of them.
  if (!addresses.every(isPublicAddress)) return refuse(REASONS.private);
  return allow(url, addresses);
}

/** Allow-listed hosts skip the address check, but are still resolved so the caller can pin them. */
async function allowListed(url: URL, host: string, resolve: Resolve): Promise<AddressVerdict> {
  if (isIP(host) !== 0) return allow(url, [host]);
  const addresses = await resolveAll(host, resolve);
  return addresses ? allow(url, addresses) : refuse(REASONS.unresolved);
}

async function resolveAll(host: string, resolve: Resolve): Promise<string[] | undefined> {
  try {
    const answers = await resolve(host);
    return answers.length > 0 ? answers.map(({ address }) => address) : undefined;
  } catch {
    return undefined;
  }
}

function defaultResolve(host: string): ReturnType<Resolve> {
  return lookup(host, { all: true, verbatim: true });
}

function parseUrl(input: string): URL | undefined {
  if (typeof input !== 'string') return undefined;
  try {
    return new URL(input.trim());
  } catch {
    return undefined;
  }
}

/** URL.hostname keeps the brackets of an IPv6 literal, which isIP and allow lists do not expect. */
function bareHost(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
}

function isAllowListed(host: string, allowHosts: readonly string[]): boolean {
  return allowHosts.some((allowed) => bareHost(allowed) === host);
}

function isLocalhostName(host: string): boolean {
  // A fully qualified "localhost." is the same name as "localhost".
  const name = host.replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function allow(url: URL, addresses: readonly string[]): AddressVerdict {
  return { allowed: true, url, addresses };
}

function refuse(reason: string): AddressVerdict {
  return { allowed: false, reason };
}
