import sharp from 'sharp';
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

/**
 * A photo that compresses like one: noise softened by a blur, so its WebP copies weigh what a
 * real photo's do (plain noise is several times heavier, a gradient a few kilobytes).
 */
async function benchPhoto(seed: number): Promise<Blob> {
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
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
  for (let i = 0; i < count; i++)
    form.append('files', await benchPhoto(i + 1), `photo-${i + 1}.jpg`);
  const response = await fetch(`${baseUrl}/properties/ids/${publicId}/files/upload`, {
    method: 'POST',
    headers: { 'x-tenant': tenant, authorization: `Bearer ${pair.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`photos: ${response.status} ${await response.text()}`);
}
