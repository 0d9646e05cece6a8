import { AppError } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { toPage } from '../../lib/paging';
import * as repo from './locations.repository';

export async function listCountries(db: Database, tenantId: number, page: number, size: number) {
  const { rows, total } = await repo.listCountries(db, tenantId, page * size, size);
  const content = rows.map((c) => ({ ...c, currencies: c.currencies.map((code) => ({ code })) }));
  return toPage(content, total, page, size);
}

export async function listCities(
  db: Database,
  tenantId: number,
  countryPublicId: string,
  page: number,
  size: number,
) {
  const country = await repo.findCountry(db, tenantId, countryPublicId);
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  const { rows, total } = await repo.listCities(db, tenantId, country.id, page * size, size);
  return toPage(rows, total, page, size);
}

export async function listSuburbs(
  db: Database,
  tenantId: number,
  cityPublicId: string,
  page: number,
  size: number,
) {
  const city = await repo.findCity(db, tenantId, cityPublicId);
  if (!city) throw new AppError('NOT_FOUND', 'City not found');
  const { rows, total } = await repo.listSuburbs(db, tenantId, city.id, page * size, size);
  return toPage(rows, total, page, size);
}

export async function getSuburb(db: Database, tenantId: number, publicId: string) {
  const suburb = await repo.findSuburbDetail(db, tenantId, publicId);
  if (!suburb) throw new AppError('NOT_FOUND', 'Suburb not found');
  return {
    publicId: suburb.publicId,
    name: suburb.name,
    latitude: suburb.latitude,
    longitude: suburb.longitude,
    city: { publicId: suburb.city.publicId, name: suburb.city.name },
    country: { publicId: suburb.country.publicId, name: suburb.country.name },
  };
}
