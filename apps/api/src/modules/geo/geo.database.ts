import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';

/** A record of the geo-whois-asn-country database: ip-location-db's schema, not MaxMind's. */
type CountryRecord = Response & { country_code?: string };

/** An address's ISO 3166-1 alpha-2 country code, or null when the database has none for it. */
export type CountryOf = (ip: string) => Promise<string | null>;

/**
 * Addresses that never locate a caller: the database's whois data places some of them (a
 * 192.168 address answers AU), so they are left out before the look-up.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const require = createRequire(import.meta.url);

/**
 * The offline IP-to-country database shipped as an npm package (CC0-1.0), read on the first
 * look-up so the file's read never delays start-up or another request; never calls out.
 */
export function createCountryOf(
  file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'),
): CountryOf {
  let reader: Promise<Reader<CountryRecord>> | undefined;
  const open = () => {
    reader ??= readFile(file).then((buffer) => new Reader<CountryRecord>(buffer));
    // A failed read is tried again on the next look-up rather than remembered.
    reader.catch(() => (reader = undefined));
    return reader;
  };
  return async (ip) => {
    const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
    const family = isIP(address);
    if (!family || NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6')) return null;
    const record = (await open()).get(address);
    return record?.country_code?.toUpperCase() ?? null;
  };
}
