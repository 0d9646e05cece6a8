import type { Database } from '../../infra/db';
import { toPage } from '../../lib/paging';
import * as repo from './property-types.repository';

export interface FeatureView {
  publicId: string;
  name: string;
  description: string;
  location: string;
}

export interface PropertyTypeView {
  publicId: string;
  name: string;
  child: boolean;
  children: PropertyTypeView[];
  features: FeatureView[];
}

/** Top-level types, each with its children and every type with its feature catalogue. */
export async function listTypes(db: Database, tenantId: number, page: number, size: number) {
  const all = await repo.listTopLevelTypes(db, tenantId);
  const top = all.slice(page * size, page * size + size);
  const children = await repo.listChildTypes(
    db,
    tenantId,
    top.map((t) => t.id),
  );
  const featureRows = await repo.listTypeFeatures(
    db,
    [...top, ...children].map((t) => t.id),
  );
  const featuresOf = (typeId: number): FeatureView[] =>
    featureRows
      .filter((f) => f.typeId === typeId)
      .map(({ publicId, name, description, location }) => ({
        publicId,
        name,
        description,
        location,
      }));
  const content: PropertyTypeView[] = top.map((t) => ({
    publicId: t.publicId,
    name: t.name,
    child: false,
    features: featuresOf(t.id),
    children: children
      .filter((c) => c.parentId === t.id)
      .map((c) => ({
        publicId: c.publicId,
        name: c.name,
        child: true,
        children: [],
        features: featuresOf(c.id),
      })),
  }));
  return toPage(content, all.length, page, size);
}
