import { placeOfAddress } from '../../integrations/ip-country.js';

/** What a device's place says before its masked address: a country, or that it is on the site's own network. */
export const THIS_NETWORK = 'This network';

/**
 * The stored address is masked to its network ("203.0.113.x", "2001:db8:85a3::x"):
 * its first address is in the same country, as tables place whole networks.
 */
const networkOf = (masked: string) => (masked.includes(':') ? masked.replace(/x$/, '') : masked.replace(/\.x$/, '.0'));

/** "Germany", "This network", or null when the address (or its absence) places nothing. */
export async function regionOfMaskedAddress(masked: string | null): Promise<string | null> {
  if (!masked) return null;
  const place = await placeOfAddress(networkOf(masked));
  if (place.kind === 'local') return THIS_NETWORK;
  return place.kind === 'country' ? place.name : null;
}
