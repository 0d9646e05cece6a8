import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@propdesk/shared';
import type { ModuleContext } from '../infra/context';
import type { Tenant } from '../infra/tenant';
import { createAgency } from '../modules/agents';
import { createCustomer } from '../modules/customers';
import { seedDemoLeads as seedLeadsOn } from '../modules/leads';
import { createUser, findAccountByEmail, updateAccount } from '../modules/users';
import { cities, properties, suburbs } from '../db/schema';
import { seedDemoContent } from './demo-content';
import { seedDemoEvents } from './demo-events';
import { seedDemoListings, type DemoListingModules } from './demo-listings';

/** The demo logins printed at start and listed in the README (same on every demo tenant). */
export const DEMO_ACCOUNTS = {
  agent: { email: 'agent@propdesk.test', password: 'Agent#Demo2026', role: 'AGENT' },
  customer: { email: 'customer@propdesk.test', password: 'Customer#Demo2026', role: 'CUSTOMER' },
  moderator: {
    email: 'moderator@propdesk.test',
    password: 'Moderator#Demo2026',
    role: 'MODERATOR',
  },
  admin: { email: 'admin@propdesk.test', password: 'Admin#Demo2026', role: 'ADMIN' },
} as const satisfies Record<string, { email: string; password: string; role: Role }>;

/**
 * Demo agent (with a few events), customer, moderator (with the blog and the site's office) and admin
 * for one tenant; the agent's listings and an agency still to verify when given the modules to
 * make listings with; then leads on
 * the agent's live listings when there are any. Idempotent.
 */
export async function seedDemoAccounts(
  ctx: ModuleContext,
  tenant: Tenant,
  listings?: { modules: DemoListingModules; country: string },
) {
  const { agent, customer, moderator, admin } = DEMO_ACCOUNTS;
  if (!(await findAccountByEmail(ctx, tenant, agent.email))) {
    const [place] = await ctx.db
      .select({ suburbId: suburbs.id, cityId: cities.id })
      .from(suburbs)
      .innerJoin(cities, eq(cities.id, suburbs.cityId))
      .where(and(eq(suburbs.tenantId, tenant.id), eq(suburbs.name, 'Avondale')))
      .limit(1);
    const agency = await createAgency(ctx, null, tenant, {
      account: {
        email: agent.email,
        password: agent.password,
        firstName: 'Tariro',
        lastName: 'Moyo',
        telephone: '+263 77 123 4567',
      },
      name: 'Sunrise Realty',
      telephone: '+263 77 123 4567',
      whatsapp: '+263 77 123 4567',
      description: 'Family-run agency selling and letting homes across Harare since 2009.',
      countryId: tenant.defaultCountryId,
      cityId: place?.cityId ?? null,
      suburbId: place?.suburbId ?? null,
      verified: true,
    });
    await seedDemoEvents(ctx, tenant, agency.publicId);
  }
  if (!(await findAccountByEmail(ctx, tenant, customer.email))) {
    await createCustomer(ctx, null, tenant, {
      email: customer.email,
      password: customer.password,
      firstName: 'Chipo',
      lastName: 'Ndlovu',
      mobile: '+263 71 555 0101',
    });
  }
  if (!(await findAccountByEmail(ctx, tenant, moderator.email))) {
    const author = await createUser(ctx, null, tenant, {
      email: moderator.email,
      password: moderator.password,
      roles: ['MODERATOR'],
      firstName: 'Nomsa',
      lastName: 'Dube',
    });
    await seedDemoContent(ctx, tenant, author.id);
  }
  if (!(await findAccountByEmail(ctx, tenant, admin.email))) {
    await createUser(ctx, null, tenant, {
      email: admin.email,
      password: admin.password,
      roles: ['ADMIN'],
      firstName: 'Farai',
      lastName: 'Chikwanha',
    });
  }
  if (listings) {
    await seedAgencyToVerify(ctx, tenant);
    await seedDemoListings(listings.modules, tenant, listings.country, {
      agentEmail: agent.email,
      moderatorEmail: moderator.email,
    });
  }
  await confirmDemoAddresses(ctx, tenant);
  // Leads need live listings of the demo agent: none until some are seeded or approved.
  await seedDemoLeads(ctx, tenant, { agentEmail: agent.email, customerEmail: customer.email });
}

const HARBOUR_EMAIL = 'harbour@propdesk.test';

/** The demo accounts' addresses count as confirmed: nobody can open their mail. Idempotent. */
async function confirmDemoAddresses(ctx: ModuleContext, tenant: Tenant) {
  const emails = [...Object.values(DEMO_ACCOUNTS).map((a) => a.email), HARBOUR_EMAIL];
  for (const email of emails) {
    const account = await findAccountByEmail(ctx, tenant, email);
    if (account && !account.emailConfirmedAt) {
      await updateAccount(ctx, tenant, account.id, { emailConfirmedAt: account.createdAt });
    }
  }
}

/** A new agency that has signed up and waits for a moderator's verification (demo sites only). */
async function seedAgencyToVerify(ctx: ModuleContext, tenant: Tenant) {
  const email = HARBOUR_EMAIL;
  if (await findAccountByEmail(ctx, tenant, email)) return;
  await createAgency(ctx, null, tenant, {
    account: {
      email,
      password: 'Harbour#Demo2026',
      firstName: 'Tendai',
      lastName: 'Marufu',
      telephone: '+263 77 765 4321',
    },
    name: 'Harbour Homes',
    telephone: '+263 77 765 4321',
    description: 'A new agency letting flats in the northern suburbs.',
    countryId: tenant.defaultCountryId,
    verified: false,
  });
}

/**
 * The demo leads (the leads module's seedDemoLeads) on the demo agent's live listings, which the
 * seed reads itself: the leads module does not read the properties table. Answers how many.
 */
export function seedDemoLeads(
  ctx: ModuleContext,
  tenant: Tenant,
  accounts: { agentEmail: string; customerEmail: string },
): Promise<number> {
  return seedLeadsOn(ctx, tenant, accounts, (agentUserId, limit) =>
    liveListings(ctx, tenant, agentUserId, limit),
  );
}

/** An agent's live listings, oldest first (the demo leads go on them). */
function liveListings(ctx: ModuleContext, tenant: Tenant, userId: number, limit: number) {
  return ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, tenant.id),
        eq(properties.userId, userId),
        eq(properties.published, 'APPROVED'),
        eq(properties.archived, false),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(limit);
}
