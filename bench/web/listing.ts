import { jpegImage } from '../../apps/api/src/test/images';
import type { TokenPair } from './browser';

interface Named {
  publicId: string;
  name: string;
}

async function call<T>(
  baseUrl: string,
  tenant: string,
  token: string,
  pathname: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-tenant': tenant,
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A listing of the signed-in agent with a description and a price, for the detail page to show
 * (the demo seed creates accounts only). Answers its public id.
 */
export async function createBenchListing(
  baseUrl: string,
  tenant: string,
  agentId: string,
  pair: TokenPair,
): Promise<string> {
  const get = <T>(pathname: string) => call<T>(baseUrl, tenant, pair.token, pathname);
  const types = await get<{ content: (Named & { children: Named[] })[] }>('/api/v2/types/all/');
  const type = types.content.find((t) => t.name === 'House') ?? types.content[0]!;
  const country = (await get<{ content: Named[] }>('/api/v2/countries/')).content[0]!;
  const city = (
    await get<{ content: Named[] }>(`/api/v2/countries/ids/${country.publicId}/cities/all`)
  ).content[0]!;
  const suburb = (await get<{ content: Named[] }>(`/api/v2/cities/ids/${city.publicId}/suburbs/`))
    .content[0]!;
  const listing = await call<Named>(
    baseUrl,
    tenant,
    pair.token,
    `/agents/${agentId}/types/ids/${type.publicId}/suburbs/ids/${suburb.publicId}/properties/create`,
    {
      name: 'House on Jacaranda Close',
      category: 'SALE',
      currency: 'USD',
      priceType: 'TOTAL',
      price: 250000,
      description: 'A bright family home on a quiet close, with a large garden and a pool.',
      // Its page shows the closed video, which loads nothing of the provider until a click.
      tourUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      latitude: -17.79,
      longitude: 31.04,
    },
  );
  return listing.publicId;
}

/** Approves the listing as the site's moderator, so its public page shows it. */
export async function approveBenchListing(
  baseUrl: string,
  tenant: string,
  publicId: string,
  moderator: TokenPair,
): Promise<void> {
  const response = await fetch(`${baseUrl}/properties/ids/${publicId}/approve`, {
    method: 'POST',
    headers: { 'x-tenant': tenant, authorization: `Bearer ${moderator.token}` },
  });
  if (!response.ok) throw new Error(`approve: ${response.status} ${await response.text()}`);
}

/** Gives the listing `count` photos (the first is the one its page shows first). */
export async function addBenchPhotos(
  baseUrl: string,
  tenant: string,
  publicId: string,
  pair: TokenPair,
  count: number,
): Promise<void> {
  const form = new FormData();
  // Photo-like: its copies weigh what a real photo's do, so the page's largest paint is honest.
  const photo = new Blob([new Uint8Array(await jpegImage(1600, 1000, { photoLike: true }))], {
    type: 'image/jpeg',
  });
  for (let i = 0; i < count; i++) form.append('files', photo, `photo-${i + 1}.jpg`);
  const response = await fetch(`${baseUrl}/properties/ids/${publicId}/files/upload`, {
    method: 'POST',
    headers: { 'x-tenant': tenant, authorization: `Bearer ${pair.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`photos: ${response.status} ${await response.text()}`);
}
