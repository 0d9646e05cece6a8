import { z } from 'zod';

export const resoSiteParams = z.object({
  tenant: z.string().max(100).describe('The site (tenant slug)'),
});

export const resoResourceParams = resoSiteParams.extend({
  resource: z
    .string()
    .max(300)
    .describe(
      "A resource (Property, Media, Member, Office, Lookup, EntityEvent), or one record of it by its key: Property('KEY')",
    ),
});

const option = (description: string) => z.string().max(4000).optional().describe(description);

/** OData's system query options the feed reads; other names starting with $ are refused. */
export const resoQuery = z.looseObject({
  $filter: option(
    'A condition: eq ne gt ge lt le, in (...), and, or, not(...), now(); e.g. ModificationTimestamp gt 2026-11-01T00:00:00Z and ListPrice le 500000',
  ),
  $select: option('The fields to answer with, comma-separated'),
  $orderby: option('Fields to order by, each with asc or desc; ties by the key'),
  $top: option('How many records (at most 200 an answer; more come by @odata.nextLink)'),
  $skip: option('How many records to skip'),
  $count: option('true: answer with @odata.count, the number of records the filter keeps'),
  $expand: option('Media on Property: each listing with its photos'),
  $format: option('json (the default)'),
});

export const resoMetadataQuery = z.looseObject({
  $format: option('application/xml (the default and only format of the metadata)'),
});

/** OData's error body, the answer to every refused feed request. */
const odataErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('What went wrong, e.g. BadRequest, NotFound, TENANT_NOT_FOUND'),
      message: z.string(),
      target: z.string().optional().describe('The query option, field or resource at fault'),
    }),
  })
  .meta({ id: 'ODataError' });

export const odataErrors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, odataErrorSchema]));

export const serviceDocumentSchema = z
  .object({
    '@odata.context': z.string(),
    value: z.array(z.object({ name: z.string(), kind: z.literal('EntitySet'), url: z.string() })),
  })
  .meta({ id: 'ResoServiceDocument' });

/**
 * A page of records, or one record (its fields at the top level). Records carry Data Dictionary
 * fields, as the metadata declares them per resource.
 */
export const resoAnswerSchema = z
  .looseObject({
    '@odata.context': z.string(),
    '@odata.count': z.number().int().optional(),
    value: z.array(z.record(z.string(), z.unknown())).optional(),
    '@odata.nextLink': z.string().optional().describe('The next page, while records remain'),
  })
  .meta({ id: 'ResoAnswer' });

export const metadataResponse = {
  description: 'The EDMX (OData 4.0 CSDL XML) of the feed',
  content: { 'application/xml': { schema: z.string() } },
};
