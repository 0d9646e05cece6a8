import { z } from 'zod';
import type { Database } from '../../infra/db';
import type { Role } from '@propdesk/shared';
import { findPlaceNames, findUserProfile } from './users.repository';
import { findTenantDefaultCountryId } from './users.tenant-defaults';

const namedRef = z.object({ publicId: z.string(), name: z.string() });

export const userLocationSchema = z
  .object({
    country: namedRef.extend({ currencies: z.array(z.object({ code: z.string() })) }).nullable(),
    city: namedRef.nullable(),
    suburb: namedRef.nullable(),
  })
  .meta({ id: 'UserLocation' });

export const userSchema = z
  .object({
    publicId: z.string(),
    email: z.string(),
    name: z.string().describe('Agency name for agents, full name otherwise'),
    firstName: z.string(),
    lastName: z.string(),
    image_url: z.string().nullable(),
    isAgent: z.boolean(),
    code: z.string().nullable().describe('Agent code (agents only)'),
    roles: z.array(z.string()),
    location: userLocationSchema,
  })
  .meta({ id: 'User' });

export type UserView = z.infer<typeof userSchema>;
export type UserLocation = z.infer<typeof userLocationSchema>;

export async function locationView(
  db: Database,
  tenantId: number,
  ids: { countryId?: number | null; cityId?: number | null; suburbId?: number | null },
): Promise<UserLocation> {
  const { country, city, suburb } = await findPlaceNames(db, tenantId, ids);
  return {
    country: country
      ? {
          publicId: country.publicId,
          name: country.name,
          currencies: country.currencies.map((code) => ({ code })),
        }
      : null,
    city: city ? { publicId: city.publicId, name: city.name } : null,
    suburb: suburb ? { publicId: suburb.publicId, name: suburb.name } : null,
  };
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The spec's User: what the dashboard loads for whoever is signed in. */
export async function userView(
  db: Database,
  tenantId: number,
  userId: number,
): Promise<UserView | null> {
  const row = await findUserProfile(db, tenantId, userId);
  if (!row) return null;
  const { user, agent } = row;
  const countryId =
    agent?.countryId ?? row.customerCountryId ?? (await findTenantDefaultCountryId(db, tenantId));
  return {
    publicId: user.publicId,
    email: user.email,
    name: agent?.name ?? fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    image_url: agent?.imageUrl ?? user.imageUrl,
    isAgent: !!agent,
    code: agent?.code ?? null,
    roles: user.roles as Role[],
    location: await locationView(db, tenantId, {
      countryId,
      cityId: agent?.cityId,
      suburbId: agent?.suburbId,
    }),
  };
}
