import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkPublicUrl, isPublicAddress, type AddressPolicy } from './public-address.ts';

/**
 * The guard between a learner's live URL and our network: which addresses count as public, and
 * what checkPublicUrl makes of URLs that point (directly or through DNS) somewhere else.
 */

const PRIVATE = 'This address points to a private network.';
const UNRESOLVED = 'This host name could not be resolved.';
const PROTOCOL = 'Only http and https addresses can be checked.';

describe('isPublicAddress', () => {
  const refused: [range: string, ip: string][] = [
    ['0.0.0.0/8', '0.0.0.0'],
    ['0.0.0.0/8', '0.255.255.255'],
    ['10/8', '10.0.0.0'],
    ['10/8', '10.255.255.255'],
    ['100.64/10 CGNAT', '100.64.0.0'],
    ['100.64/10 CGNAT', '100.127.255.255'],
    ['127/8', '127.0.0.1'],
    ['127/8', '127.255.255.254'],
    ['169.254/16 link-local', '169.254.0.1'],
    ['169.254/16 cloud metadata', '169.254.169.254'],
    ['172.16/12', '172.16.0.0'],
    ['172.16/12', '172.31.255.255'],
    ['192.0.0/24', '192.0.0.1'],
    ['192.0.2/24', '192.0.2.10'],
    ['192.88.99/24', '192.88.99.1'],
    ['192.168/16', '192.168.0.1'],
    ['192.168/16', '192.168.255.255'],
    ['198.18/15', '198.18.0.0'],
    ['198.18/15', '198.19.255.255'],
    ['198.51.100/24', '198.51.100.7'],
    ['203.0.113/24', '203.0.113.200'],
    ['224/4 multicast', '224.0.0.1'],
    ['224/4 multicast', '239.255.255.255'],
    ['240/4 reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['::/128', '::'],
    ['::1', '::1'],
    ['::1 written out', '0:0:0:0:0:0:0:1'],
    ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-mapped private, written out', '0:0:0:0:0:ffff:a00:5'],
    ['NAT64 loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 private', '64:ff9b::a00:1'],
    ['fc00::/7 ULA', 'fc00::1'],
    ['fc00::/7 ULA', 'fd12:3456:789a::1'],
    ['fc00::/7 AWS metadata', 'fd00:ec2::254'],
    ['fe80::/10 link-local', 'fe80::1'],
    ['fe80::/10 link-local', 'febf:ffff::1'],
    ['fe80::/10 upper case', 'FE80::1'],
    ['fec0::/10 site-local', 'fec0::1'],
    ['ff00::/8 multicast', 'ff02::1'],
    ['2001:db8::/32 documentation', '2001:db8::1'],
    ['2001:db8::/32 documentation', '2001:db8:ffff:ffff::1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of 10/8', '2002:a00:1::'],
    ['100::/64 discard', '100::1'],
    ['outside 2000::/3', '4000::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['zone index', 'fe80::1%eth0'],
    ['zone index on a public address', '2606:4700:4700::1111%eth0'],
    ['zone index on IPv4-mapped', '::ffff:8.8.8.8%1'],
  ];
  it.each(refused)('refuses %s: %s', (_range, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  const allowed: [what: string, ip: string][] = [
    ['Google DNS', '8.8.8.8'],
    ['Cloudflare DNS', '1.1.1.1'],
    ['Cloudflare DNS over IPv6', '2606:4700:4700::1111'],
    ['Google DNS over IPv6', '2001:4860:4860::8888'],
    ['just below 10/8', '9.255.255.255'],
    ['just above 10/8', '11.0.0.0'],
    ['just below CGNAT', '100.63.255.255'],
    ['just above CGNAT', '100.128.0.0'],
    ['just below 172.16/12', '172.15.255.255'],
    ['just above 172.16/12', '172.32.0.0'],
    ['just above 192.168/16', '192.169.0.0'],
    ['just below 198.18/15', '198.17.255.255'],
    ['just above 198.18/15', '198.20.0.0'],
    ['last before multicast', '223.255.255.255'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv4-mapped public, hex', '::ffff:808:808'],
    ['NAT64 of a public address', '64:ff9b::8.8.8.8'],
    ['6to4 of a public address', '2002:808:808::1'],
  ];
  it.each(allowed)('allows %s: %s', (_what, ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('keeps IPv4 rules apart from IPv6 ones, since BlockList reads IPv4 as IPv4-mapped IPv6', () => {
    // Why public-address.ts holds two lists: in one list, an IPv6 rule for ::ffff:0:0/96 would
    // refuse every IPv4 address, and an IPv4 rule would also refuse its IPv4-mapped forms.
    const shared = new BlockList();
    shared.addSubnet('::ffff:0:0', 96, 'ipv6');
    expect(shared.check('8.8.8.8', 'ipv4')).toBe(true);
    const v4Only = new BlockList();
    v4Only.addSubnet('127.0.0.0', 8, 'ipv4');
    expect(v4Only.check('::ffff:7f00:1', 'ipv6')).toBe(true);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  const notIp = [
    '',
    'localhost',
    'example.com',
    '1.2.3',
    '256.1.1.1',
    '01.2.3.4',
    '2130706433',
    '0x7f.0.0.1',
    ' 8.8.8.8',
    '[::1]',
    '::1::',
    'gggg::1',
  ];
  it.each(notIp)('refuses %j, which is not an IP literal', (input) => {
    expect(isPublicAddress(input)).toBe(false);
  });
});

type Answers = Record<string, readonly string[]>;

/** A resolver that knows only the names it is given and records every name it was asked. */
function fakeDns(answers: Answers) {
  const asked: string[] = [];
  const resolve: NonNullable<AddressPolicy['resolve']> = (host) => {
    asked.push(host);
    const addresses = answers[host];
    if (!addresses) return Promise.reject(new Error(`getaddrinfo ENOTFOUND ${host}`));
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return { asked, resolve };
}

function policyWith(answers: Answers = {}, allowHosts: readonly string[] = []) {
  const dns = fakeDns(answers);
  return { asked: dns.asked, policy: { allowHosts, resolve: dns.resolve } };
}

async function reasonFor(input: string, answers: Answers = {}) {
  const verdict = await checkPublicUrl(input, policyWith(answers).policy);
  return verdict.allowed ? 'allowed' : verdict.reason;
}

describe('checkPublicUrl', () => {
  it('allows a name that resolves only to public addresses, with the addresses to pin', async () => {
    const { asked, policy } = policyWith({
      'learner.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    });
    const verdict = await checkPublicUrl('  https://learner.example.com/portfolio?x=1 ', policy);
    expect(verdict).toEqual({
      allowed: true,
      url: new URL('https://learner.example.com/portfolio?x=1'),
      addresses: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    });
    expect(asked).toEqual(['learner.example.com']);
  });

  it('resolves the lower-case host name', async () => {
    const { asked, policy } = policyWith({ 'learner.example.com': ['8.8.8.8'] });
    const verdict = await checkPublicUrl('HTTP://Learner.Example.COM/', policy);
    expect(verdict.allowed).toBe(true);
    expect(asked).toEqual(['learner.example.com']);
  });

  it.each(['127.0.0.1', '10.0.0.5', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1'])(
    'refuses a name that resolves to %s',
    async (address) => {
      expect(await reasonFor('https://sneaky.example/', { 'sneaky.example': [address] })).toBe(
        PRIVATE,
      );
    },
  );

  it('refuses a name that resolves to a public and a private address', async () => {
    const answers = { 'mixed.example': ['8.8.8.8', '2606:4700:4700::1111', '192.168.1.10'] };
    expect(await reasonFor('https://mixed.example/', answers)).toBe(PRIVATE);
  });

  it('refuses a name the resolver fails on', async () => {
    expect(await reasonFor('https://nowhere.example/')).toBe(UNRESOLVED);
  });

  it('refuses a name the resolver throws on synchronously', async () => {
    const policy: AddressPolicy = {
      allowHosts: [],
      resolve: () => {
        throw new Error('resolver broke');
      },
    };
    expect(await checkPublicUrl('https://learner.example.com/', policy)).toEqual({
      allowed: false,
      reason: UNRESOLVED,
    });
  });

  it('refuses a name with no addresses', async () => {
    expect(await reasonFor('https://empty.example/', { 'empty.example': [] })).toBe(UNRESOLVED);
  });

  it('refuses a resolver answer that is not an IP address', async () => {
    expect(await reasonFor('https://odd.example/', { 'odd.example': ['not-an-ip'] })).toBe(PRIVATE);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://ftp.example.com/file',
    'javascript:alert(1)',
    'data:text/html,<h1>hi</h1>',
    'ws://learner.example.com/',
    'gopher://learner.example.com/',
  ])('refuses %s, which is not http(s)', async (input) => {
    expect(await reasonFor(input, { 'learner.example.com': ['8.8.8.8'] })).toBe(PROTOCOL);
  });

  it.each(['https://user:secret@learner.example.com/', 'https://user@learner.example.com/'])(
    'refuses %s, which carries credentials',
    async (input) => {
      const reason = await reasonFor(input, { 'learner.example.com': ['8.8.8.8'] });
      expect(reason).toMatch(/user name or password/);
    },
  );

  it.each([
    'http://localhost:3000',
    'http://LOCALHOST/',
    'http://localhost./',
    'http://foo.localhost',
    'http://api.foo.localhost:8080/',
  ])('refuses %s without asking DNS', async (input) => {
    // Even a resolver that claims a public address must not be asked about localhost names.
    const { asked, policy } = policyWith({ localhost: ['8.8.8.8'], 'foo.localhost': ['8.8.8.8'] });
    const verdict = await checkPublicUrl(input, policy);
    expect(verdict).toMatchObject({ allowed: false, reason: expect.stringMatching(/localhost/) });
    expect(asked).toEqual([]);
  });

  it.each([
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00:ec2::254]/latest/meta-data',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://0/',
    'http://127.0.0.1.:4000/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.5:5432/',
  ])('refuses the private IP literal in %s without asking DNS', async (input) => {
    const { asked, policy } = policyWith();
    expect(await checkPublicUrl(input, policy)).toEqual({ allowed: false, reason: PRIVATE });
    expect(asked).toEqual([]);
  });

  it('reads decimal and hex hosts as the URL parser does: 127.0.0.1', () => {
    expect(new URL('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0x7f.1/').hostname).toBe('127.0.0.1');
  });

  it.each([
    ['http://8.8.8.8/', '8.8.8.8'],
    ['https://[2606:4700:4700::1111]:8443/', '2606:4700:4700::1111'],
    ['http://134744072/', '8.8.8.8'],
  ])('allows the public IP literal in %s without asking DNS', async (input, address) => {
    const { asked, policy } = policyWith();
    const verdict = await checkPublicUrl(input, policy);
    expect(verdict).toMatchObject({ allowed: true, addresses: [address] });
    expect(asked).toEqual([]);
  });

  it('allows an allow-listed loopback address, for tests', async () => {
    const { policy } = policyWith({}, ['127.0.0.1']);
    expect(await checkPublicUrl('http://127.0.0.1:4000/', policy)).toEqual({
      allowed: true,
      url: new URL('http://127.0.0.1:4000/'),
      addresses: ['127.0.0.1'],
    });
    // Only the host named is allowed, not its neighbours.
    expect((await checkPublicUrl('http://127.0.0.2:4000/', policy)).allowed).toBe(false);
  });

  it('allows an allow-listed IPv6 literal, named without brackets', async () => {
    const { policy } = policyWith({}, ['::1']);
    expect(await checkPublicUrl('http://[::1]:4000/', policy)).toMatchObject({
      allowed: true,
      addresses: ['::1'],
    });
  });

  it('allows an allow-listed name whatever it resolves to, with its addresses', async () => {
    const { policy } = policyWith({ 'fixture.test': ['10.0.0.7'] }, ['fixture.test']);
    expect(await checkPublicUrl('http://Fixture.test:4000/', policy)).toMatchObject({
      allowed: true,
      addresses: ['10.0.0.7'],
    });
  });

  it('still refuses other protocols and credentials for allow-listed hosts', async () => {
    const { policy } = policyWith({}, ['127.0.0.1']);
    expect(await checkPublicUrl('ftp://127.0.0.1/', policy)).toEqual({
      allowed: false,
      reason: PROTOCOL,
    });
    expect((await checkPublicUrl('http://a:b@127.0.0.1/', policy)).allowed).toBe(false);
  });

  it.each([
    '',
    '   ',
    'not a url',
    'http://',
    'https://',
    '//example.com/',
    'http://[::1',
    'http://a b/',
  ])('refuses %j without throwing', async (input) => {
    const verdict = await checkPublicUrl(input, policyWith().policy);
    expect(verdict.allowed).toBe(false);
  });

  it('refuses input that is not a string at all, without throwing', async () => {
    const input = undefined as unknown as string;
    expect(await checkPublicUrl(input, policyWith().policy)).toMatchObject({ allowed: false });
  });

  describe('with the real resolver', () => {
    it('refuses localhost', async () => {
      expect(await checkPublicUrl('http://localhost:3000/', { allowHosts: [] })).toMatchObject({
        allowed: false,
      });
    });

    it('resolves an allow-listed localhost to loopback from the hosts file', async () => {
      const verdict = await checkPublicUrl('http://localhost:3000/', { allowHosts: ['localhost'] });
      if (!verdict.allowed) throw new Error(`localhost refused: ${verdict.reason}`);
      expect(verdict.addresses.length).toBeGreaterThan(0);
      expect(verdict.addresses.every((address) => !isPublicAddress(address))).toBe(true);
    });
  });
});
