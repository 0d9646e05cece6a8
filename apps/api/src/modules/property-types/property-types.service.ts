import { AppError, type LanguageCode, type PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { featureLabel, wordIn, type ReferenceWords } from '../../lib/reference-words';
import * as repo from './property-types.repository';
import type { PropertyTypePage } from './property-types.schemas';

export interface PropertyTypesContext extends ModuleContext {
  /** Each type's features from the catalogue (read-models/type-features.ts). */
  typeFeatures: TypeFeatures;
}

/** A feature of the catalogue a type suggests. */
interface TypeFeature {
  typeId: number;
  publicId: string;
  name: string;
  description: string;
  location: string;
  translations: ReferenceWords;
}

/** Reads the features the types `typeIds` suggest, by name. */
export interface TypeFeatures {
  list(db: Database, typeIds: number[]): Promise<TypeFeature[]>;
}

type TypeView = PropertyTypePage['content'][number];
type FeatureView = TypeView['features'][number];

const TYPE_NOT_FOUND = 'You have not selected a valid type';

/**
 * Top-level types, each with its children and every type with its feature catalogue (public),
 * their names and the features' labels and descriptions in `language` where they have words in it.
 */
export async function listTypes(
  ctx: PropertyTypesContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
  language: LanguageCode,
): Promise<PropertyTypePage> {
  const all = await repo.listTopLevelTypes(ctx.db, tenant.id);
  const top = all.slice(paging.offset, paging.offset + paging.size);
  const children = await repo.listChildTypes(
    ctx.db,
    tenant.id,
    top.map((t) => t.id),
  );
  const featureRows = await ctx.typeFeatures.list(
    ctx.db,
    [...top, ...children].map((t) => t.id),
  );
  const featuresOf = (typeId: number): FeatureView[] =>
    featureRows
      .filter((f) => f.typeId === typeId)
      .map(({ publicId, name, description, location, translations }) => ({
        publicId,
        name,
        label: featureLabel(translations, language, name),
        description: wordIn(translations, language, 'description', description),
        location,
      }));
  const content: TypeView[] = top.map((t) => ({
    publicId: t.publicId,
    name: wordIn(t.translations, language, 'name', t.name),
    child: false,
    features: featuresOf(t.id),
    children: children
      .filter((c) => c.parentId === t.id)
      .map((c) => ({
        publicId: c.publicId,
        name: wordIn(c.translations, language, 'name', c.name),
        child: true as const,
        children: [],
        features: featuresOf(c.id),
      })),
  }));
  return toPage(content, all.length, paging);
}

/** A type by public id (404 'You have not selected a valid type'). */
export async function findType(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  const type = await repo.findTypeByPublicId(ctx.db, tenant.id, publicId);
  if (!type) throw new AppError('NOT_FOUND', TYPE_NOT_FOUND);
  return type;
}

/** Whether the site has a type with this public id. */
export async function typeExists(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  return !!(await repo.findTypeByPublicId(ctx.db, tenant.id, publicId));
}

export function typeName(ctx: ModuleContext, tenant: Tenant, typeId: number) {
  return repo.findTypeNameById(ctx.db, tenant.id, typeId);
}

/** The features a type offers; empty when it has no catalogue (then every feature applies). */
export function typeFeatureIds(ctx: ModuleContext, tenant: Tenant, typeId: number) {
  return repo.typeFeatureIds(ctx.db, tenant.id, typeId);
}

/** Every type of the site: internal id to public id (the listings' reference cache). */
export function typePublicIds(ctx: ModuleContext, tenantId: number) {
  return repo.listTypePublicIds(ctx.db, tenantId);
}

/** Every type of the site with its names in every language it has words in (CSV imports). */
export function allTypes(ctx: ModuleContext, tenant: Tenant) {
  return repo.listAllTypes(ctx.db, tenant.id);
}
