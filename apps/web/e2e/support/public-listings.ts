import { callApi } from './app';
import { createAgentAccount, moderate, uploadPhotos } from './listings';

interface Place {
  publicId: string;
  name: string;
}

/** The demo site's House type (with its features) and the suburb Avondale. */
async function houseInAvondale() {
  const types = await callApi<{
    content: (Place & { features: Place[] })[];
  }>('GET', '/api/v2/types/all/', { tenant: 'demo' });
  const house = types.content.find((t) => t.name === 'House')!;
  const countries = await callApi<{ content: Place[] }>('GET', '/api/v2/countries/', {
    tenant: 'demo',
  });
  for (const country of countries.content) {
    const cities = await callApi<{ content: Place[] }>(
      'GET',
      `/api/v2/countries/ids/${country.publicId}/cities/all`,
      { tenant: 'demo' },
    );
    for (const city of cities.content) {
      const suburbs = await callApi<{ content: Place[] }>(
        'GET',
        `/api/v2/cities/ids/${city.publicId}/suburbs/`,
        { tenant: 'demo' },
      );
      const avondale = suburbs.content.find((s) => s.name === 'Avondale');
      if (avondale) return { house, avondale };
    }
  }
  throw new Error('The demo site has no Avondale');
}

/**
 * A live three-bedroom house to rent in Avondale for `price` USD a month, with photos, listed
 * by a new agency of its own: what a visitor's sentence search finds.
 */
export async function createLiveRental(title: string, price = 750) {
  const agent = await createAgentAccount();
  const { house, avondale } = await houseInAvondale();
  const listing = await callApi<{ publicId: string }>(
    'POST',
    `/agents/${agent.agentId}/types/ids/${house.publicId}/suburbs/ids/${avondale.publicId}/properties/create`,
    {
      tenant: 'demo',
      token: agent.token,
      body: {
        name: title,
        title,
        category: 'RENT',
        currency: 'USD',
        priceType: 'TOTAL',
        price,
        area: 450,
        areaType: 'SQUARE_METRES',
        description: 'A bright family home on a quiet close, with a large garden and a borehole.',
        displayMap: false,
        latitude: -17.7997,
        longitude: 31.0386,
      },
    },
  );
  const feature = (name: string) => house.features.find((f) => f.name === name)!.publicId;
  await callApi('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
    tenant: 'demo',
    token: agent.token,
    body: {
      bulk: [
        { featureId: feature('BEDROOM'), quantity: 3 },
        { featureId: feature('BATHROOM'), quantity: 2 },
      ],
    },
  });
  await uploadPhotos(listing.publicId, agent.token, 'GENERAL', [20, 200]);
  await uploadPhotos(listing.publicId, agent.token, 'BEDROOM', [90]);
  const saved = await callApi<{ images: Record<string, { fileDownloadUri: string }[]> }>(
    'GET',
    `/properties/ids/${listing.publicId}/get`,
    { tenant: 'demo', token: agent.token },
  );
  const cover = new URLSearchParams({
    imageUrl: saved.images.GENERAL![0]!.fileDownloadUri,
    propertyId: listing.publicId,
  });
  await callApi('POST', `/properties/profile?${cover.toString()}`, {
    tenant: 'demo',
    token: agent.token,
  });
  await moderate(listing.publicId, 'approve');
  return { agent, publicId: listing.publicId, title };
}
