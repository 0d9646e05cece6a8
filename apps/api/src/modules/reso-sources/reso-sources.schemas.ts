import { z } from 'zod';
import { publicIdSchema, RESO_SOURCE_LIMITS, singleLine } from '@propdesk/shared';

export { RESO_SOURCE_LIMITS };

const httpUrl = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .max(RESO_SOURCE_LIMITS.urlMax, `The ${what} is too long`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
        );
      } catch {
        return false;
      }
    }, `The ${what} must be an http(s) address without a user name or password`);

const sourceFields = {
  name: singleLine({ error: 'Enter a name' })
    .min(1, 'Enter a name')
    .max(RESO_SOURCE_LIMITS.nameMax, `At most ${RESO_SOURCE_LIMITS.nameMax} characters`),
  serviceRoot: httpUrl('service root').describe(
    'The OData service root, e.g. https://feed.example.com/demo/reso/odata (Property, Media, EntityEvent below it)',
  ),
  tokenUrl: httpUrl('token address').describe('The OAuth2 token endpoint (client credentials)'),
  clientId: z
    .string({ error: 'Enter the client id' })
    .trim()
    .min(1, 'Enter the client id')
    .max(RESO_SOURCE_LIMITS.clientIdMax, `At most ${RESO_SOURCE_LIMITS.clientIdMax} characters`),
  clientSecret: z
    .string({ error: 'Enter the client secret' })
    .min(1, 'Enter the client secret')
    .max(
      RESO_SOURCE_LIMITS.clientSecretMax,
      `At most ${RESO_SOURCE_LIMITS.clientSecretMax} characters`,
    )
    .describe('Write-only: stored encrypted and never answered'),
  everyMinutes: z
    .number({ error: 'Enter a whole number of minutes' })
    .int('Enter a whole number of minutes')
    .min(
      RESO_SOURCE_LIMITS.everyMinutesMin,
      `At least ${RESO_SOURCE_LIMITS.everyMinutesMin} minutes`,
    )
    .max(
      RESO_SOURCE_LIMITS.everyMinutesMax,
      `At most ${RESO_SOURCE_LIMITS.everyMinutesMax} minutes (a week)`,
    )
    .describe(`Minutes between two runs; default ${RESO_SOURCE_LIMITS.everyMinutesDefault}`),
  status: z
    .enum(['active', 'paused'], { error: 'The status is active or paused' })
    .describe('Paused: no scheduled run (a run asked for still runs)'),
};

export const resoSourceBodySchema = z
  .object({
    ...sourceFields,
    everyMinutes: sourceFields.everyMinutes.optional(),
    status: sourceFields.status.optional(),
  })
  .strict()
  .meta({
    id: 'ResoSourceFields',
    example: {
      name: 'Harare Homes MLS',
      serviceRoot: 'https://feed.example.com/demo/reso/odata',
      tokenUrl: 'https://feed.example.com/demo/reso/token',
      clientId: 'Vq3kT9mW2xLp7RvB8nQ2vLx5',
      clientSecret: 'kZ0n...',
      everyMinutes: 15,
    },
  });

export const resoSourceUpdateSchema = z
  .object(sourceFields)
  .partial()
  .strict()
  .meta({ id: 'ResoSourceChanges', example: { status: 'paused' } });

export const resoSourceSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    serviceRoot: z.string(),
    tokenUrl: z.string(),
    clientId: z.string(),
    status: z.enum(['active', 'paused']),
    everyMinutes: z.number().int(),
    cursor: z
      .object({
        modificationTimestamp: z.string().describe('ISO date-time'),
        listingKey: z.string().nullable(),
      })
      .nullable()
      .describe('The last remote listing processed; null before the first record'),
    lastRunAt: z.string().nullable().describe('ISO date-time of the end of the last run'),
    lastError: z.string().nullable().describe("Why the last run failed; null when it didn't"),
    listingsCount: z.number().int().describe('Remote listings this source brought in'),
    running: z.boolean().describe('A server process is running it now'),
    runRequested: z.boolean().describe('A run was asked for and has not started'),
    createdAt: z.string(),
  })
  .meta({ id: 'ResoSource' });

export const resoSourcesSchema = z
  .object({ items: z.array(resoSourceSchema) })
  .meta({ id: 'ResoSources' });

export const resoSourceParams = z.object({ id: publicIdSchema });
export const resoRunParams = z.object({ id: publicIdSchema, runId: publicIdSchema });

export const resoSourceTestSchema = z
  .object({
    resources: z.array(z.string()).describe("The service document's entity sets"),
    entityTypes: z.array(z.string()).describe("$metadata's entity types"),
    counts: z
      .object({
        Property: z.number().int().nullable(),
        Member: z.number().int().nullable(),
        Office: z.number().int().nullable(),
      })
      .describe('$count of each resource; null when the server has not it'),
  })
  .meta({ id: 'ResoSourceTest' });

const mappedAgent = z
  .string()
  .nullable()
  .describe("The site's agent (account public id) the remote's listings go to; null: unmapped");

export const resoRemoteAgentsSchema = z
  .object({
    members: z.array(
      z.object({
        key: z.string().describe('MemberKey'),
        name: z.string().nullable().describe('MemberFullName'),
        officeKey: z.string().nullable(),
        agentId: mappedAgent,
      }),
    ),
    offices: z.array(
      z.object({
        key: z.string().describe('OfficeKey'),
        name: z.string().nullable().describe('OfficeName'),
        agentId: mappedAgent,
      }),
    ),
  })
  .meta({ id: 'ResoRemoteAgents' });

const remoteKind = z.enum(['Member', 'Office'], { error: 'The kind is Member or Office' });

export const resoMappingBodySchema = z
  .object({
    entries: z
      .array(
        z
          .object({
            kind: remoteKind,
            remoteKey: z.string().trim().min(1, 'Enter the remote key').max(200),
            agentId: publicIdSchema.describe("The site's agent (account public id)"),
          })
          .strict(),
      )
      .max(RESO_SOURCE_LIMITS.mappingMax, `At most ${RESO_SOURCE_LIMITS.mappingMax} entries`),
  })
  .strict()
  .meta({
    id: 'ResoMapping',
    example: { entries: [{ kind: 'Member', remoteKey: 'X7fQ2', agentId: 'a1B2c3D4' }] },
  });

export const resoMappingSchema = z
  .object({
    entries: z.array(z.object({ kind: remoteKind, remoteKey: z.string(), agentId: z.string() })),
  })
  .meta({ id: 'ResoMappingEntries' });

const resoRunSchema = z
  .object({
    publicId: z.string(),
    status: z.enum(['running', 'finished', 'failed']),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    archived: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    error: z.string().nullable().describe('Why the run stopped (the remote refused, failed, ...)'),
  })
  .meta({ id: 'ResoRun' });

export const resoRunsSchema = z
  .object({
    items: z
      .array(resoRunSchema)
      .describe(`The last ${RESO_SOURCE_LIMITS.runsShown}, newest first`),
  })
  .meta({ id: 'ResoRuns' });

export const resoRunDetailSchema = z
  .object({
    run: resoRunSchema,
    items: z.array(
      z.object({
        listingKey: z.string(),
        outcome: z.enum(['created', 'updated', 'unchanged', 'archived', 'skipped', 'failed']),
        reasons: z.array(z.string()),
        listingPublicId: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ResoRunDetail' });

export const resoRunStartedSchema = z
  .object({ source: resoSourceSchema })
  .meta({ id: 'ResoRunRequested' });

export type ResoSourceBody = z.infer<typeof resoSourceBodySchema>;
export type ResoSourceUpdate = z.infer<typeof resoSourceUpdateSchema>;
export type ResoMappingBody = z.infer<typeof resoMappingBodySchema>;
