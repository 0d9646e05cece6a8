/**
 * Read model: the lead cards, a lead with what its card shows.
 *
 * Reads `leads` and `lead_messages` (the leads module: the lead and the person's first message),
 * `properties` (the properties module: the listing's title, photo and price), `suburbs` and
 * `cities` (the locations module: where the listing is) and `users` (the users module: the
 * public ids of the listing agent and of the customer). Why: a page of leads is read in one
 * query with its listings and people; a call per lead to each owner would be one query per row.
 * The leads module is handed it by modules/index.ts.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import type { LeadCard, LeadCards } from '../leads';
import { leadMessages, leads } from '../leads/leads.tables';
import { cities, suburbs } from '../locations/locations.tables';
import { properties } from '../properties/properties.tables';
import { users } from '../users/users.tables';

/**
 * A lead with what its view shows: the listing (title, photo, price, place), the listing
 * agent's public id, the customer's public id and the person's first message.
 */
function selectCards(db: Database) {
  return db
    .select({
      lead: leads,
      property: {
        publicId: properties.publicId,
        title: properties.title,
        profilePhoto: properties.profilePhoto,
        price: properties.price,
        currency: properties.currency,
        suburb: suburbs.name,
        city: cities.name,
      },
      agentId: sql<string>`(SELECT ${users.publicId} FROM ${users}
        WHERE ${users.tenantId} = ${leads.tenantId} AND ${users.id} = ${leads.agentUserId})`,
      customerId: sql<string | null>`(SELECT ${users.publicId} FROM ${users}
        WHERE ${users.tenantId} = ${leads.tenantId} AND ${users.id} = ${leads.customerUserId})`,
      message: sql<string | null>`(SELECT ${leadMessages.body} FROM ${leadMessages}
        WHERE ${leadMessages.tenantId} = ${leads.tenantId} AND ${leadMessages.leadId} = ${leads.id}
          AND ${leadMessages.sender} = 'CUSTOMER'
        ORDER BY ${leadMessages.createdAt}, ${leadMessages.id} LIMIT 1)`,
    })
    .from(leads)
    .innerJoin(
      properties,
      and(eq(properties.tenantId, leads.tenantId), eq(properties.id, leads.propertyId)),
    )
    .leftJoin(suburbs, eq(suburbs.id, properties.suburbId))
    .leftJoin(cities, eq(cities.id, suburbs.cityId));
}

async function findLead(
  db: Database,
  tenantId: number,
  publicId: string,
): Promise<LeadCard | undefined> {
  const [row] = await selectCards(db)
    .where(and(eq(leads.tenantId, tenantId), eq(leads.publicId, publicId)))
    .limit(1);
  return row;
}

/** One page, newest activity first; ties by id so pages never overlap. */
function listLeads(
  db: Database,
  where: SQL | undefined,
  page: { size: number; offset: number },
): Promise<LeadCard[]> {
  return selectCards(db)
    .where(where)
    .orderBy(desc(leads.lastActivityAt), desc(leads.id))
    .limit(page.size)
    .offset(page.offset);
}

export const leadCards: LeadCards = { find: findLead, list: listLeads };
