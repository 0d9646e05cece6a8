/** What one query of the varied search mix asks, in terms both Propdesk and a peer can send. */

export type MixCategory = 'RENT' | 'SALE' | 'QUICK_RENT';

/** A type or suburb as both sides name it: the row id (the peer's copy) and the public id. */
export interface Facet {
  id: number;
  publicId: string;
}

/** One search of the public or agent mix: 20 per page. */
export interface MixQuery {
  category: MixCategory;
  /** 0 to 2 property types (a type also finds its subtypes on Propdesk; bench types have none). */
  types: Facet[];
  /** A suburb in about half the queries. */
  suburb?: Facet;
  minPrice?: number;
  maxPrice?: number;
  sort: 'price' | 'createdAt';
  direction: 'asc' | 'desc';
  /** 1 to 5. */
  page: number;
}

/** One map-area search: a polygon [longitude, latitude][] around a part of the site. */
export interface AreaQuery {
  category?: MixCategory;
  area: [number, number][];
}
