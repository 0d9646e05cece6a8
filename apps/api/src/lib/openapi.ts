import { z } from 'zod';
import { errorBodySchema as errorBody, languageCodeSchema } from '@propdesk/shared';

export const errorBodySchema = errorBody.meta({ id: 'Error' });

/** Response schemas for the error statuses a route can answer with (documentation only). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
}

/**
 * The answer to a GET whose If-None-Match names the ETag its 200 answer would carry
 * (documentation only): the caller holds those very bytes already.
 */
export const notModifiedResponse = {
  304: z
    .null()
    .describe(
      "Not modified: If-None-Match named this answer's ETag, so the caller holds it already; " +
        'no body',
    ),
};

/**
 * The document with no body under 304 answers: the provider writes every response schema as
 * JSON content, and a 304 has none.
 */
export function withEmptyNotModified<D extends { paths?: unknown }>(document: D): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, { responses?: object }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const notModified = (operation?.responses as Record<string, { content?: unknown }>)?.['304'];
      if (notModified) delete notModified.content;
    }
  }
  return document;
}

/** The sentence a cached read's description ends with. */
export const CONDITIONAL_READ =
  ' Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered ' +
  '304 without a body.';

export const bearer = [{ bearer: [] }];

/**
 * Public ids the request examples use (the demo site's Zimbabwe, Harare, Avondale, a house and
 * some features). Every installation draws its own ids, so these only show their shape.
 */
export const EXAMPLE_IDS = {
  zimbabwe: 'k3Zt9QmW2xLp7RvB',
  harare: 'H8nQ2vLx5KcT1mZr',
  avondale: 'a7VdN4qP9sXe2LwK',
  house: 'T5hR8mQ2zWc6NvLp',
  bedroom: 'f2BdR7kQ9xMv4NpL',
  garden: 'g6Gn3tW8qZk1RbYs',
  borehole: 'b9Wq4LmT2vXc7KdN',
} as const;

interface DocumentWithSchemas {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * The document without the component schemas no operation reaches, directly or through other
 * components. fastify-type-provider-zod emits an input and an output variant of every schema
 * registered with an id (`Site` and `SiteInput`) and has no option to emit only the ones in use.
 */
export function withoutUnusedSchemas<D extends DocumentWithSchemas>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const reached = new Set<string>();
  const pending: unknown[] = [document.paths];
  while (pending.length) {
    const value = pending.pop();
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key !== '$ref' || typeof child !== 'string') {
        pending.push(child);
        continue;
      }
      if (!child.startsWith('#/') || reached.has(child)) continue;
      reached.add(child);
      pending.push(pointerTarget(document, child));
    }
  }
  const used = Object.entries(schemas).filter(([name]) =>
    reached.has(`#/components/schemas/${escapePointer(name)}`),
  );
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(used) } };
}

/**
 * Writes `type` beside `nullable` on a union whose members share one type (`built`: a year, a
 * date or a datetime, or null). The provider leaves it out, and OpenAPI 3.0 lets `nullable` add
 * null only next to a `type`, so validators of the document refuse such a schema.
 */
export function withTypedNullableUnions<D>(document: D): D {
  const pending: unknown[] = [document];
  while (pending.length) {
    const value = pending.pop();
    if (!value || typeof value !== 'object') continue;
    const schema = value as { nullable?: unknown; type?: unknown; anyOf?: unknown };
    if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
      const types = new Set(schema.anyOf.map((branch: { type?: unknown }) => branch?.type));
      const [type] = types;
      if (types.size === 1 && typeof type === 'string') schema.type = type;
    }
    pending.push(...Object.values(value));
  }
  return document;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** What a local reference (`#/components/schemas/Site`) points at in the document. */
function pointerTarget(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, segment) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined,
      document,
    );
}

/** `?lang=` of a read whose reference words (types, features, categories, countries) follow the reader. */
export const readerLang = {
  lang: languageCodeSchema
    .optional()
    .describe(
      "The reader's language, one the site offers (400 otherwise); without it, " +
        "Accept-Language negotiated against the site's languages, else the site's default",
    ),
};
export const readerLangQuery = z.object(readerLang);

/** What a read whose names follow the reader says of its language. */
export const NAMES_IN_LANGUAGE =
  " Names are in the reader's language (lang, else Accept-Language among the site's " +
  "languages, else the site's default) where the site has words in it, else as written; " +
  'Content-Language names the language. 400 for a lang the site does not offer.';
