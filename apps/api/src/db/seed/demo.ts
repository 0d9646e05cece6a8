import { and, eq } from 'drizzle-orm';
import type { Role } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { newAgentCode } from '../../modules/agents/agents.service';
import { insertAgent } from '../../modules/agents/agents.repository';
import { insertCustomer } from '../../modules/customers/customers.repository';
import { findUserByEmail } from '../../modules/users/users.repository';
import { createUser } from '../../modules/users/users.service';
import { cities, countries, suburbs } from '../schema';

/** The demo logins printed at start and listed in the README (same on every demo tenant). */
export const DEMO_ACCOUNTS = {
  agent: { email: 'agent@propdesk.test', password: 'Agent#Demo2026', role: 'AGENT' },
  customer: { email: 'customer@propdesk.test', password: 'Customer#Demo2026', role: 'CUSTOMER' },
  moderator: {
    email: 'moderator@propdesk.test',
    password: 'Moderator#Demo2026',
    role: 'MODERATOR',
  },
} as const satisfies Record<string, { email: string; password: string; role: Role }>;

/** Demo agent, customer and moderator for one tenant. Idempotent. */
export async function seedDemoAccounts(db: Database, tenantId: number, countryId: number | null) {
  const { agent, customer, moderator } = DEMO_ACCOUNTS;
  if (!(await findUserByEmail(db, tenantId, agent.email))) {
    const [place] = await db
      .select({ suburbId: suburbs.id, cityId: cities.id })
      .from(suburbs)
      .innerJoin(cities, eq(cities.id, suburbs.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.name, 'Avondale')))
      .limit(1);
    await db.transaction(async (tx) => {
      const t = tx as Database;
      const user = await createUser(t, tenantId, {
        email: agent.email,
        password: agent.password,
        roles: ['AGENT'],
        firstName: 'Tariro',
        lastName: 'Moyo',
        telephone: '+263 77 123 4567',
      });
      await insertAgent(t, {
        userId: user.id,
        tenantId,
        code: newAgentCode(),
        name: 'Sunrise Realty',
        telephone: '+263 77 123 4567',
        whatsapp: '+263 77 123 4567',
        description: 'Family-run agency selling and letting homes across Harare since 2009.',
        countryId,
        cityId: place?.cityId ?? null,
        suburbId: place?.suburbId ?? null,
        verified: true,
      });
    });
  }
  if (!(await findUserByEmail(db, tenantId, customer.email))) {
    await db.transaction(async (tx) => {
      const t = tx as Database;
      const user = await createUser(t, tenantId, {
        email: customer.email,
        password: customer.password,
        roles: ['CUSTOMER'],
        firstName: 'Chipo',
        lastName: 'Ndlovu',
        mobile: '+263 71 555 0101',
      });
      await insertCustomer(t, { userId: user.id, tenantId, countryId });
    });
  }
  if (!(await findUserByEmail(db, tenantId, moderator.email))) {
    await createUser(db, tenantId, {
      email: moderator.email,
      password: moderator.password,
      roles: ['MODERATOR'],
      firstName: 'Nomsa',
      lastName: 'Dube',
    });
  }
}
