import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, expectError, type TestApp } from '../../test/helper';

// Addresses whose country the shipped database knows: Telkom SA (ZA), Google DNS (US, which no
// seeded site has).
const SOUTH_AFRICAN_IP = '196.25.1.1';
const AMERICAN_IP = '8.8.8.8';
const AMERICAN_IPV6 = '2001:4860:4860::8888';

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([createTestApp({ TRUST_PROXY: 'true' }), createTestApp()]);
});
afterAll(() => Promise.all([proxied.close(), direct.close()]));

const from = (client: string, options: { tenant?: string | null; token?: string } = {}) =>
  proxied.request('GET', '/api/v2/geo/ip', {
    ...options,
    headers: { 'x-forwarded-for': client },
  });

async function countryId(t: TestApp, tenant: string, code: string) {
  const res = await t.request('GET', '/api/v2/countries', { tenant });
  return (res.body.content as { publicId: string; code: string }[]).find((c) => c.code === code)!
    .publicId;
}

describe('GET /api/v2/geo/ip', () => {
  it("answers the site's own country, by its publicId, for an address in it", async () => {
    const res = await from(SOUTH_AFRICAN_IP);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ip: SOUTH_AFRICAN_IP,
      country: {
        code: 'ZA',
        name: 'South Africa',
        publicId: await countryId(proxied, 'demo', 'ZA'),
      },
      city: null,
    });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it("names each site's own country, never another site's", async () => {
    const res = await from(SOUTH_AFRICAN_IP, { tenant: 'sandbox' });
    const sandboxZa = await countryId(proxied, 'sandbox', 'ZA');
    expect(res.body.country.publicId).toBe(sandboxZa);
    expect(sandboxZa).not.toBe(await countryId(proxied, 'demo', 'ZA'));
  });

  it('answers the code and English name without a publicId for a country the site lacks', async () => {
    for (const ip of [AMERICAN_IP, AMERICAN_IPV6, `::ffff:${AMERICAN_IP}`]) {
      const res = await from(ip);
      expect(res.status).toBe(200);
      expect(res.body.country).toEqual({ code: 'US', name: 'United States', publicId: null });
      expect(res.body.city).toBeNull();
    }
  });

  it('answers no country for loopback, private and unknown addresses', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '100.64.0.1', 'fd00::1']) {
      const res = await from(ip);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ip, country: null, city: null });
    }
  });

  it('takes the client at the start of a proxy chain', async () => {
    const res = await from(`${SOUTH_AFRICAN_IP}, 10.0.0.2`);
    expect(res.body.ip).toBe(SOUTH_AFRICAN_IP);
    expect(res.body.country.code).toBe('ZA');
  });

  it('behind listed proxies takes the last address that is not one of them', async () => {
    // A balancer at 127.0.0.1 that appends to the header the client sent: the client's own
    // claim comes first and must not count.
    const behindListed = await createTestApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    try {
      const res = await behindListed.request('GET', '/api/v2/geo/ip', {
        headers: { 'x-forwarded-for': `${AMERICAN_IP}, ${SOUTH_AFRICAN_IP}, 10.0.0.2` },
      });
      expect(res.body.ip).toBe(SOUTH_AFRICAN_IP);
      expect(res.body.country.code).toBe('ZA');
    } finally {
      await behindListed.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const res = await direct.request('GET', '/api/v2/geo/ip', {
      headers: { 'x-forwarded-for': SOUTH_AFRICAN_IP },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ip: '127.0.0.1', country: null, city: null });
  });

  it("locates the caller's own address only: an ip in the query changes nothing", async () => {
    const res = await direct.request('GET', `/api/v2/geo/ip?ip=${SOUTH_AFRICAN_IP}`, {
      ip: AMERICAN_IP,
    });
    expect(res.status).toBe(200);
    expect(res.body.ip).toBe(AMERICAN_IP);
    expect(res.body.country.code).toBe('US');
  });

  it('answers every caller alike: anonymous, agent, customer, moderator', async () => {
    const anonymous = await from(SOUTH_AFRICAN_IP);
    for (const account of [DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.moderator]) {
      const { token } = await proxied.login(account.email, account.password);
      const res = await from(SOUTH_AFRICAN_IP, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(anonymous.body);
    }
  });

  it("ignores another site's session: answers with this site's country", async () => {
    const { token } = await proxied.login(
      DEMO_ACCOUNTS.agent.email,
      DEMO_ACCOUNTS.agent.password,
      'sandbox',
    );
    const res = await from(SOUTH_AFRICAN_IP, { token });
    expect(res.status).toBe(200);
    expect(res.body.country.publicId).toBe(await countryId(proxied, 'demo', 'ZA'));
  });

  it('404 for an unknown site', async () => {
    expectError(await from(SOUTH_AFRICAN_IP, { tenant: 'nowhere' }), 404, 'TENANT_NOT_FOUND');
  });
});
