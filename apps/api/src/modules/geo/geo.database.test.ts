import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCountryOf } from './geo.database';

const shipped = createRequire(import.meta.url).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);
const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-geo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createCountryOf', () => {
  it('reads the database on the first look-up, not before, and again after a failed read', async () => {
    const file = path.join(dir, 'countries.mmdb');
    const countryOf = createCountryOf(file);
    await expect(countryOf('8.8.8.8')).rejects.toThrow(/ENOENT/);
    copyFileSync(shipped, file);
    expect(await countryOf('8.8.8.8')).toBe('US');
  });

  it('answers null for what is not an address, without reading the database', async () => {
    const countryOf = createCountryOf(path.join(dir, 'missing.mmdb'));
    expect(await countryOf('not-an-ip')).toBeNull();
    expect(await countryOf('192.168.0.10')).toBeNull();
    expect(await countryOf('fe80::1')).toBeNull();
  });
});
