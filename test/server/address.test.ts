/** The addresses an invite link may use: what a friend on another machine can open. */
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { inviteAddresses } from '../../src/server/address.js';
import { api, testServer } from './helpers.js';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false): NetworkInterfaceInfo =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo;

/** A laptop: loopback, a Wi-Fi address, a public IPv4 and IPv6 ones (unique local, link-local). */
const LAPTOP = {
  lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
  docker0: [iface('203.0.113.7', 'IPv4')],
  wlan0: [iface('192.168.1.20', 'IPv4'), iface('fd12::5', 'IPv6'), iface('fe80::1', 'IPv6')],
};

describe('invite addresses', () => {
  it('on all IPv4 interfaces: this machine’s network addresses, a home network first, never loopback', () => {
    expect(inviteAddresses('0.0.0.0', 8080, LAPTOP)).toEqual({
      origins: ['http://192.168.1.20:8080', 'http://203.0.113.7:8080'],
      loopbackOnly: false,
    });
  });

  it('on all interfaces (::): IPv6 addresses too, in brackets, but not link-local ones', () => {
    expect(inviteAddresses('::', 3000, LAPTOP).origins).toEqual([
      'http://192.168.1.20:3000',
      'http://203.0.113.7:3000',
      'http://[fd12::5]:3000',
    ]);
  });

  it('on loopback: none, and says so (others cannot reach it)', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
      expect(inviteAddresses(host, 8080, LAPTOP), host).toEqual({ origins: [], loopbackOnly: true });
    }
  });

  it('on one address: that address', () => {
    expect(inviteAddresses('192.168.1.20', 8080, LAPTOP).origins).toEqual(['http://192.168.1.20:8080']);
  });

  it('on a machine without a network: none, though not loopback only', () => {
    expect(inviteAddresses('0.0.0.0', 8080, { lo: LAPTOP.lo })).toEqual({ origins: [], loopbackOnly: false });
  });

  it('GET /api/invite answers for the address and port the server listens on', async () => {
    const local = await testServer({ host: '127.0.0.1' });
    const all = await testServer({ host: '0.0.0.0' });
    try {
      expect((await api(local.url, '/api/invite')).json).toEqual({ origins: [], loopbackOnly: true });
      const r = await api(all.url, '/api/invite');
      expect(r.json.loopbackOnly).toBe(false);
      for (const origin of r.json.origins) {
        expect(origin).toMatch(new RegExp(`^http://[^/]+:${all.port}$`));
        expect(origin).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0/);
      }
    } finally {
      await local.close();
      await all.close();
    }
  });
});
