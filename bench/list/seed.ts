// Listings for one agent, made through the API as the dashboard makes them: slow enough per call
// to be real, a few at a time so a thousand take seconds, not minutes.

interface Place {
  publicId: string;
  name: string;
}

async function call<T>(
  baseUrl: string,
  method: string,
  pathname: string,
  init: {
    tenant: string;
    token?: string;
    body?: unknown;
  },
): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      'x-tenant': init.tenant,
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const CATEGORIES = ['SALE', 'RENT', 'QUICK_RENT'] as const;
const AT_ONCE = 4;

/** `count` listings for the agent, with every type and suburb of the site's first city. */
export async function seedListings(
  baseUrl: string,
  tenant: string,
  agent: { token: string; agentId: string },
  count: number,
): Promise<void> {
  const types = (
    await call<{ content: (Place & { children: Place[] })[] }>(
      baseUrl,
      'GET',
      '/api/v2/types/all/',
      {
        tenant,
      },
    )
  ).content.flatMap((type) => [type, ...type.children]);
  const [country] = (
    await call<{ content: Place[] }>(baseUrl, 'GET', '/api/v2/countries/', { tenant })
  ).content;
  const [city] = (
    await call<{ content: Place[] }>(
      baseUrl,
      'GET',
      `/api/v2/countries/ids/${country!.publicId}/cities/all`,
      {
        tenant,
      },
    )
  ).content;
  const suburbs = (
    await call<{ content: Place[] }>(
      baseUrl,
      'GET',
      `/api/v2/cities/ids/${city!.publicId}/suburbs/`,
      {
        tenant,
      },
    )
  ).content;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const type = types[i % types.length]!;
      const suburb = suburbs[i % suburbs.length]!;
      await call(
        baseUrl,
        'POST',
        `/agents/${agent.agentId}/types/ids/${type.publicId}/suburbs/ids/${suburb.publicId}/properties/create`,
        {
          tenant,
          token: agent.token,
          body: {
            name: `${type.name} number ${i + 1}`,
            category: CATEGORIES[i % CATEGORIES.length],
            currency: 'USD',
            priceType: 'TOTAL',
            price: 50_000 + (i % 97) * 2_500,
            latitude: -17.79,
            longitude: 31.04,
          },
        },
      );
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** The agent id an access token carries (the server checked the signature). */
export function agentIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    agentId: string;
  };
  return claims.agentId;
}
