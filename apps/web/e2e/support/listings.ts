import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, callApi, signIn, staffToken, tokenClaims, uniqueEmail, url } from './app';

/** A new agency account of its own, so image specs never touch another spec's data. */
export async function createAgentAccount(tenant = 'demo') {
  const countries = await callApi<{ content: { publicId: string }[] }>(
    'GET',
    '/api/v2/countries/',
    {
      tenant,
    },
  );
  const account = { email: uniqueEmail('images-agent'), password: 'Str0ng!Passw0rd#1' };
  await callApi('POST', `/auth/countries/ids/${countries.content[0]!.publicId}/agents/create`, {
    tenant,
    body: {
      name: 'Lens & Light Realty',
      firstName: 'Farai',
      email: account.email,
      password: account.password,
      telephone: '+263 77 200 3000',
    },
  });
  const { token } = await apiSignIn(tenant, account);
  return { ...account, token, agentId: String(tokenClaims(token).agentId) };
}

interface Place {
  publicId: string;
  name: string;
}

/** The site's type called `typeName` (a child type too) and its first suburb, by public id. */
async function typeAndSuburb(tenant: string, typeName: string) {
  const types = await callApi<{ content: (Place & { children: Place[] })[] }>(
    'GET',
    '/api/v2/types/all/',
    { tenant },
  );
  const all = types.content.flatMap((t) => [t, ...t.children]);
  const type = all.find((t) => t.name === typeName)!;
  const country = (await callApi<{ content: Place[] }>('GET', '/api/v2/countries/', { tenant }))
    .content[0]!;
  const city = (
    await callApi<{ content: Place[] }>(
      'GET',
      `/api/v2/countries/ids/${country.publicId}/cities/all`,
      { tenant },
    )
  ).content[0]!;
  const suburb = (
    await callApi<{ content: Place[] }>('GET', `/api/v2/cities/ids/${city.publicId}/suburbs/`, {
      tenant,
    })
  ).content[0]!;
  return { type, suburb };
}

/** A listing of the given type (by name) for the agent, made through the API. */
export async function createListing(
  agent: { token: string; agentId: string },
  typeName = 'House',
  tenant = 'demo',
) {
  const { type, suburb } = await typeAndSuburb(tenant, typeName);
  return callApi<{ publicId: string; name: string }>(
    'POST',
    `/agents/${agent.agentId}/types/ids/${type.publicId}/suburbs/ids/${suburb.publicId}/properties/create`,
    {
      tenant,
      token: agent.token,
      body: {
        name: `${typeName} on Jacaranda Close`,
        category: 'SALE',
        currency: 'USD',
        priceType: 'TOTAL',
        latitude: -17.79,
        longitude: 31.04,
      },
    },
  );
}

/** A JPEG photo made on the spot; `noise` makes it weigh what a real photo weighs. */
export async function photo(width: number, height: number, hue = 140, noise = false) {
  const base = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (hue * 3) % 255, g: (hue * 7) % 255, b: (hue * 11) % 255 },
      ...(noise && { noise: { type: 'gaussian' as const, mean: 128, sigma: 30 } }),
    },
  });
  return base.jpeg({ quality: 90 }).toBuffer();
}

/** Uploads generated photos to a room of a listing through the API, as the images page would. */
export async function uploadPhotos(publicId: string, token: string, room: string, hues: number[]) {
  const form = new FormData();
  for (const [i, hue] of hues.entries()) {
    const bytes = await photo(1600, 1000, hue);
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${i}.jpg`);
  }
  const path =
    room === 'GENERAL'
      ? `/properties/ids/${publicId}/files/upload`
      : `/properties/ids/${publicId}/locations/ids/${room}/files/upload`;
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** The agent sends their listing for review, as the editor's 'Send for review' does. */
export async function sendForReview(publicId: string, token: string, tenant = 'demo') {
  const { updatedAt } = await callApi<{ updatedAt: string }>(
    'GET',
    `/properties/ids/${publicId}/get`,
    { tenant, token },
  );
  return callApi<{ readyForReviewAt: string | null }>('POST', `/properties/ids/${publicId}/ready`, {
    tenant,
    token,
    body: { updatedAt },
  });
}

/** Approves or sends back a listing as the demo site's moderator. */
export async function moderate(publicId: string, action: 'approve' | 'reject', reason?: string) {
  const token = await staffToken();
  await callApi('POST', `/properties/ids/${publicId}/${action}`, {
    tenant: 'demo',
    token,
    ...(reason && { body: { reason } }),
  });
}

interface CreatedListing {
  publicId: string;
  name: string;
  title: string;
  code: string;
}

/**
 * `count` listings for the agent, made through the API one after another (so their creation
 * order is their index); `body(i)` overrides the defaults of listing i.
 */
export async function createListings(
  agent: { token: string; agentId: string },
  count: number,
  body: (i: number) => Record<string, unknown> = () => ({}),
  tenant = 'demo',
): Promise<CreatedListing[]> {
  const { type, suburb } = await typeAndSuburb(tenant, 'House');
  const created: CreatedListing[] = [];
  for (let i = 0; i < count; i += 1) {
    created.push(
      await callApi<CreatedListing>(
        'POST',
        `/agents/${agent.agentId}/types/ids/${type.publicId}/suburbs/ids/${suburb.publicId}/properties/create`,
        {
          tenant,
          token: agent.token,
          body: {
            name: `Listing number ${i + 1}`,
            category: 'SALE',
            currency: 'USD',
            priceType: 'TOTAL',
            price: 100_000 + i * 1000,
            latitude: -17.79,
            longitude: 31.04,
            ...body(i),
          },
        },
      ),
    );
  }
  return created;
}

/** Uploads these photos to the listing's General room through the API. */
export async function uploadFiles(
  publicId: string,
  token: string,
  photos: Buffer[],
  tenant = 'demo',
) {
  const form = new FormData();
  for (const [i, bytes] of photos.entries()) {
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${i}.jpg`);
  }
  const response = await fetch(url(`/properties/ids/${publicId}/files/upload`), {
    method: 'POST',
    headers: { 'X-Tenant': tenant, Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

type AgentAccount = Awaited<ReturnType<typeof createAgentAccount>>;

/** The listing editor's Details tab, on the demo site. */
export const listingEditor = (publicId: string) =>
  `/demo/dashboard/property/draft/${publicId}?tab=details`;

/** The listing as stored, read by its agent. */
export const storedListing = (agent: AgentAccount, publicId: string) =>
  callApi<{
    name: string;
    title: string;
    description: string;
    built: string | null;
    area: number | null;
  }>('GET', `/properties/ids/${publicId}/get`, { tenant: 'demo', token: agent.token });

/** A new agent's new listing, opened in the editor once its values are in the form. */
export async function openNewListingInEditor(page: Page) {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await signIn(page, 'demo', agent, listingEditor(listing.publicId));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(listing.name);
  return { agent, listing };
}
