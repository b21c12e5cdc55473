import { describe, expect, it } from 'vitest';
import { placeOfAddress } from './ip-country.js';

describe('placeOfAddress', () => {
  it('names the country of public addresses, IPv4 and IPv6', async () => {
    // Networks registered in Germany, the United States and the United Kingdom.
    expect(await placeOfAddress('46.4.1.0')).toEqual({ kind: 'country', name: 'Germany' });
    expect(await placeOfAddress('2a01:4f8:1::')).toEqual({ kind: 'country', name: 'Germany' });
    expect(await placeOfAddress('8.8.8.0')).toEqual({ kind: 'country', name: 'United States' });
    expect(await placeOfAddress('81.2.69.0')).toEqual({ kind: 'country', name: 'United Kingdom' });
  });

  it('calls private, loopback and link-local addresses this network', async () => {
    for (const address of ['10.1.2.0', '172.16.5.0', '192.168.1.0', '127.0.0.0', '169.254.1.0', '::1', 'fd12:3456:789a::', 'fe80::'])
      expect(await placeOfAddress(address), address).toEqual({ kind: 'local' });
  });

  it('places nothing for reserved documentation networks and for text that is no address', async () => {
    for (const address of ['203.0.113.0', '2001:db8:85a3::', 'not-an-address', '']) expect(await placeOfAddress(address), address).toEqual({ kind: 'unknown' });
  });
});
