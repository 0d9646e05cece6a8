import type { PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { foldForSearch } from '../../lib/search-text';
import type { ListingsGeneration } from '../properties';
import { TagCounts, type TagCount } from './tags.cache';

export interface TagsContext extends ModuleContext {
  tagCounts: TagCounts;
}

/** The module's context, one per app: the keyword counts follow the listings' generation. */
export function createTagsContext(db: Database, listings: ListingsGeneration): TagsContext {
  return { db, tagCounts: new TagCounts(db, listings) };
}

function page(tags: TagCount[], paging: PageRequest) {
  const content = tags
    .slice(paging.offset, paging.offset + paging.size)
    .map(({ name, count }) => ({ name, count }));
  return toPage(content, tags.length, paging);
}

// Keywords of live listings are public, like the listings: these make no access check.

/** The site's keywords with how many live listings use each, most used first, then by name. */
export async function listTags(
  ctx: TagsContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
) {
  return page(await ctx.tagCounts.of(tenant.id), paging);
}

/** The same, only keywords that start with `name` (case and accents ignored). */
export async function listTagsByName(
  ctx: TagsContext,
  _actor: Actor | null,
  tenant: Tenant,
  name: string,
  paging: PageRequest,
) {
  const prefix = foldForSearch(name);
  const tags = await ctx.tagCounts.of(tenant.id);
  return page(
    tags.filter((tag) => tag.folded.startsWith(prefix)),
    paging,
  );
}
