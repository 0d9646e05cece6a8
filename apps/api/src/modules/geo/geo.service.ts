import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { countryByCode } from '../locations';
import { createCountryOf, type CountryOf } from './geo.database';
import type { IpLocation } from './geo.schemas';

export interface GeoContext extends ModuleContext {
  countryOf: CountryOf;
}

export function createGeoContext(base: ModuleContext): GeoContext {
  return { ...base, countryOf: createCountryOf() };
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });

// Anyone may ask where they are: the answer is about the caller's own address only, so this
// makes no access check.
export async function locateCaller(
  ctx: GeoContext,
  _actor: Actor | null,
  tenant: Tenant,
  ip: string,
): Promise<IpLocation> {
  const code = await ctx.countryOf(ip);
  if (!code) return { ip, country: null, city: null };
  const siteCountry = await countryByCode(ctx, tenant, code);
  return {
    ip,
    country: {
      code,
      name: siteCountry?.name ?? englishNames.of(code) ?? code,
      publicId: siteCountry?.publicId ?? null,
    },
    city: null,
  };
}
