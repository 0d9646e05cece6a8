import { and, asc, eq } from 'drizzle-orm';
import { articleBody, siteAddressBody, type ArticleInput } from '@propdesk/shared';
import type { ModuleContext } from '../infra/context';
import type { Tenant } from '../infra/tenant';
import { addArticle } from '../modules/articles';
import { addSiteAddress } from '../modules/tenants';
import { articleCategories, cities, countries, suburbs } from '../db/schema';

async function categoryId(ctx: ModuleContext, tenant: Tenant, name: string) {
  const [row] = await ctx.db
    .select({ publicId: articleCategories.publicId })
    .from(articleCategories)
    .where(and(eq(articleCategories.tenantId, tenant.id), eq(articleCategories.name, name)));
  return row?.publicId ?? null;
}

/** The first suburb of the first city of the site's own country: where its demo office is. */
async function homeSuburb(ctx: ModuleContext, tenant: Tenant) {
  if (tenant.defaultCountryId === null) return undefined;
  const [row] = await ctx.db
    .select({
      suburb: suburbs.name,
      city: cities.name,
      country: countries.name,
      latitude: suburbs.latitude,
      longitude: suburbs.longitude,
    })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(suburbs.tenantId, tenant.id), eq(countries.id, tenant.defaultCountryId)))
    .orderBy(asc(cities.id), asc(suburbs.id))
    .limit(1);
  return row;
}

/**
 * The demo blog (two published articles and a draft, oldest first so the newest reads first)
 * written by the demo moderator, and the site's head office. Without covers: the demo seed
 * stores no photos.
 */
export async function seedDemoContent(ctx: ModuleContext, tenant: Tenant, authorUserId: number) {
  const articles: ArticleInput[] = [
    {
      title: 'Renting your first flat: a checklist',
      summary: 'Deposits, inspections and the lease clauses to read twice before you sign.',
      category: await categoryId(ctx, tenant, 'Renting'),
      published: true,
      body: [
        'Moving into your first rented home is exciting. A little paperwork up front saves',
        'months of trouble later.',
        '',
        '## Before you sign',
        '',
        '- Ask how the **deposit** is held and when it comes back',
        '- Walk through the flat with the agent and note every mark',
        '- Read the notice period and the rules on repairs',
        '',
        '## On moving day',
        '',
        '1. Read the water and electricity meters',
        '2. Photograph each room',
        '3. Keep the keys receipt',
        '',
        'Questions? [Write to us](mailto:hello@propdesk.example).',
      ].join('\n'),
    },
    {
      title: 'Five questions to ask before you buy in Avondale',
      summary: 'What to check on a viewing, from water pressure to the title deed.',
      category: await categoryId(ctx, tenant, 'Buying'),
      published: true,
      body: [
        'Avondale is one of the most asked-for suburbs on our site. Here is what our agents',
        'check before they recommend a house there.',
        '',
        '## The questions',
        '',
        "- Is the title deed clean and in the seller's name?",
        '- How reliable is the water supply, and is there a borehole?',
        '- When was the roof last inspected?',
        '- Are the rates paid up to date?',
        '- What do the neighbours pay for security?',
        '',
        '## Next steps',
        '',
        'Read the [deeds office guide](https://example.com/deeds-guide) and book a viewing with',
        'one of our agents.',
      ].join('\n'),
    },
    {
      title: 'Market news: prices this quarter',
      summary: 'A first look at asking prices across Harare.',
      category: await categoryId(ctx, tenant, 'Market news'),
      published: false,
      body: '## Draft\n\nFigures to follow once the quarter closes.',
    },
  ];
  for (const input of articles) {
    await addArticle(ctx, tenant, authorUserId, articleBody.parse(input));
  }
  const home = await homeSuburb(ctx, tenant);
  if (!home) return;
  await addSiteAddress(
    ctx,
    tenant,
    siteAddressBody.parse({
      label: 'Head office',
      street: `12 Main Road, ${home.suburb}`,
      city: home.city,
      country: home.country,
      phone: '+263 24 270 1234',
      email: `hello@${tenant.slug}.propdesk.example`,
      latitude: home.latitude,
      longitude: home.longitude,
    }),
  );
}
