import type { FastifyInstance } from 'fastify';
import { FEED_SCOPES } from '@propdesk/shared';
import { DEMO_ACCOUNTS } from '../seed/demo';
import { newPublicId } from '../lib/ids';
import { createFeedClient } from '../modules/feed-clients';
import { findTenant } from '../modules/tenants';
import { createUser, findAccountByEmail } from '../modules/users';

/**
 * A bearer token for the RESO feed of `tenantSlug`: a new feed client with every scope, made by
 * the site's admin (the demo admin, or a new admin on a site without one), then a token from the
 * site's token endpoint, as a partner gets one.
 */
export async function feedToken(app: FastifyInstance, tenantSlug = 'demo'): Promise<string> {
  const base = app.modules.base;
  const tenant = await findTenant(base, tenantSlug);
  if (!tenant) throw new Error(`no site ${tenantSlug}`);
  const admin =
    (await findAccountByEmail(base, tenant, DEMO_ACCOUNTS.admin.email)) ??
    (await createUser(base, null, tenant, {
      email: `admin-${newPublicId(8).toLowerCase()}@example.com`,
      password: 'Str0ng!Passw0rd',
      roles: ['ADMIN'],
    }));
  const actor = {
    userId: admin.id,
    publicId: admin.publicId,
    tenantId: tenant.id,
    tenant: tenant.slug,
    email: admin.email,
    roles: ['ADMIN' as const],
  };
  const created = await createFeedClient(app.modules.feedClients, actor, tenant, {
    name: `Test feed ${newPublicId(8)}`,
    scopes: [...FEED_SCOPES],
  });
  const res = await app.inject({
    method: 'POST',
    url: `/${tenant.slug}/reso/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: created.clientId,
      client_secret: created.clientSecret,
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`feed token refused: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}
