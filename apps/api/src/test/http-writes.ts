import { callOk } from './server-process';

/**
 * Pieces the tests that write through a real server's HTTP API share (the crash rounds, the
 * backup under load): where the demo agent creates a listing, and the questions its leads hold.
 */

/** The demo agent's create address for a house in Avondale (Harare), and that suburb's point. */
export async function houseInAvondale(base: string, token: string) {
  const agentId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    .agentId as string;
  const types = await callOk(base, 'GET', '/api/v2/types/all');
  const house = types.content.find((t: { name: string }) => t.name === 'House').publicId;
  const countries = await callOk(base, 'GET', '/api/v2/countries');
  const zw = countries.content.find((c: { code: string }) => c.code === 'ZW').publicId;
  const cities = await callOk(base, 'GET', `/api/v2/countries/ids/${zw}/cities/all`);
  const harare = cities.content.find((c: { name: string }) => c.name === 'Harare').publicId;
  const suburbs = await callOk(base, 'GET', `/api/v2/cities/ids/${harare}/suburbs`);
  const suburb = suburbs.content.find((s: { name: string }) => s.name === 'Avondale');
  return {
    agentId,
    createUrl: `/agents/${agentId}/types/ids/${house}/suburbs/ids/${suburb.publicId}/properties/create`,
    place: { latitude: suburb.latitude as number, longitude: suburb.longitude as number },
  };
}

/** The messages of every question in the agent's leads, page by page. */
export async function questionMessages(base: string, token: string): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const leads = await callOk(
      base,
      'GET',
      `/api/v2/leads/all?kind=INQUIRY&page=${page}&elementPerPage=50`,
      { token },
    );
    for (const lead of leads.content as { message: string | null }[]) {
      if (lead.message) seen.add(lead.message);
    }
    if (page >= leads.totalPages) return seen;
  }
}

/** Every address of a photo's files: the original's and its variants'. */
export function photoUrls(image: { fileDownloadUri: string; variants?: Record<string, string> }) {
  return [image.fileDownloadUri, ...Object.values(image.variants ?? {})];
}

/** Local storage serves `/files/<key>`. */
export function storageKeyOf(url: string): string {
  if (!url.startsWith('/files/')) throw new Error(`not a local file address: ${url}`);
  return url.slice('/files/'.length);
}
