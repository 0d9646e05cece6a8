import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../test/helper';
import { PERMISSIONS_POLICY } from './security-headers';

let t: TestApp;
let proxied: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
  ({ token } = await t.login(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password));
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const page = (app: TestApp, headers: Record<string, string> = {}) =>
  app.request('GET', '/demo/dashboard', {
    tenant: null,
    headers: { accept: 'text/html', ...headers },
  });

describe('HSTS', () => {
  it('is not sent over plain HTTP, to the API or the pages', async () => {
    for (const res of [await t.request('GET', '/api/v2/countries/'), await page(t)]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const res of [
      await proxied.request('GET', '/api/v2/countries/', { headers: https }),
      await page(proxied, https),
    ]) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const plain = await proxied.request('GET', '/api/v2/countries/', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await t.request('GET', '/api/v2/countries/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the page policy', () => {
  it('lets scripts connect to the site itself only', async () => {
    for (const res of [await page(t), await t.request('GET', '/api/docs/', { tenant: null })]) {
      const connect = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('connect-src '));
      expect(connect).toBe("connect-src 'self'");
    }
  });

  it('turns off the camera, microphone, location and payment for pages', async () => {
    const res = await page(t);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

describe('Cache-Control of signed-in answers', () => {
  it('keeps signed-in JSON answers out of every cache, errors included', async () => {
    for (const res of [
      await t.request('GET', `/auth/users/names/${DEMO_ACCOUNTS.agent.email}/get`, { token }),
      await t.request('GET', '/api/v2/leads/all', { token }),
      await t.request('GET', '/properties/ids/nope/get', { token }),
    ]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('leaves the answers that set their own, and anonymous ones, as they were', async () => {
    const anonymous = await t.request('GET', '/api/v2/countries/');
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const geo = await t.request('GET', '/api/v2/geo/ip', { token });
    expect(geo.status).toBe(200);
    expect(geo.headers['cache-control']).toBe('private, max-age=300');
  });
});
