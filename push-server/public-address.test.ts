import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolvePublicAddress, type Resolve } from './public-address';

const resolver =
  (table: Record<string, string[]>): Resolve =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('public addresses for push endpoints', () => {
  it.each([
    '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::7f00:1',
    '64:ff9b::7f00:1', '2002:7f00:1::1', 'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['142.250.185.10', '2607:f8b0:4005:80a::200a', '::ffff:142.250.185.10'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses a host when any one of its addresses is not public, and fails (to retry) when it does not resolve', async () => {
    const resolve = resolver({
      'fcm.googleapis.com': ['142.250.185.10', '2607:f8b0:4005:80a::200a'],
      'rebound.example': ['142.250.185.10', '127.0.0.1'],
      'local.example': ['::1'],
    });
    expect(await resolvePublicAddress('fcm.googleapis.com', resolve)).toEqual({ address: '142.250.185.10', family: 4 });
    expect(await resolvePublicAddress('rebound.example', resolve)).toBeNull();
    expect(await resolvePublicAddress('local.example', resolve)).toBeNull();
    await expect(resolvePublicAddress('missing.example', resolve)).rejects.toThrow('ENOTFOUND');
  });

  it('checks address literals, bracketed IPv6 included, with the system resolver', async () => {
    expect(await resolvePublicAddress('127.0.0.1')).toBeNull();
    expect(await resolvePublicAddress('[::1]')).toBeNull();
    expect(await resolvePublicAddress('[::ffff:127.0.0.1]')).toBeNull();
    expect(await resolvePublicAddress('8.8.8.8')).toEqual({ address: '8.8.8.8', family: 4 });
  });
});
