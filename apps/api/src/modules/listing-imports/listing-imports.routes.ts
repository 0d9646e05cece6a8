import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, MAX_IMPORT_FILE_BYTES, publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { singleFileBody } from '../images';
import {
  importSchema,
  importsPageSchema,
  importsQuery,
  mappingBodySchema,
  previewQuery,
  previewSchema,
  startBodySchema,
  uploadQuery,
} from './listing-imports.schemas';
import * as service from './listing-imports.service';

const tags = ['Listing imports'];
const WHO =
  'Agents (their own listings) and site staff (on behalf of an agent of their site). 401 ' +
  "without a valid session; 403 'Only agents and site staff can import listings' for customers.";
const ONE =
  `${WHO} 404 'Import not found' for an import the caller neither started nor imports into ` +
  '(another agent’s, another site’s).';

/** Multipart limits of the upload: one file of at most 20 MB, no other parts. */
const UPLOAD_LIMITS = {
  fileSize: MAX_IMPORT_FILE_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  fieldNameSize: 64,
  parts: 3,
  headerPairs: 32,
};

/** The uploaded file from the `file` field; 400 for none, another field or an unreadable body. */
async function uploadedCsv(request: FastifyRequest): Promise<service.UploadedCsv> {
  let found: service.UploadedCsv | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        throw new AppError('VALIDATION_FAILED', 'Send the CSV file in the "file" field');
      }
      found = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(
      'BAD_REQUEST',
      'The upload could not be read: send the file as multipart/form-data, complete',
    );
  }
  if (!found) throw new AppError('VALIDATION_FAILED', 'Choose a CSV file to upload');
  return found;
}

export async function listingImportsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ListingImportsContext },
) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v2/listing-imports',
    {
      schema: {
        tags,
        operationId: 'uploadListingImport',
        summary: 'Upload a CSV file of listings to import',
        description:
          'One CSV file in the file field (text/csv, application/vnd.ms-excel or a .csv name; ' +
          'UTF-8 with or without BOM; columns separated by , or ; as the header row shows), at ' +
          'most 20 MB. The file is stored and only its header row read: answers the import with ' +
          "its headers and the mapping suggested from their names, status 'uploaded'. Site staff " +
          'name the agent with agentId. 400 for no file, a file that is not CSV or UTF-8, a ' +
          'first row without column names or with a name twice, more than 200 columns, or staff ' +
          "without agentId; 403 'You can only import your own listings' for an agent naming " +
          "another; 404 'Agent not found'; 413 for a file over 20 MB; 415 for a body that is " +
          `not multipart. ${WHO}`,
        security: bearer,
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        body: singleFileBody('The CSV file, at most 20 MB'),
        response: { 201: importSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const tenant = requireTenant(req);
      const file = await uploadedCsv(req);
      const imp = await service.uploadImport(ctx, actor, tenant, file, req.query.agentId);
      return reply.status(201).send(imp);
    },
  );

  r.get(
    '/api/v2/listing-imports',
    {
      schema: {
        tags,
        operationId: 'listListingImports',
        summary: "The caller's listing imports",
        description:
          'The imports the caller started or that write their listings, newest first; pages ' +
          `from 0, 20 a page. ${WHO}`,
        security: bearer,
        querystring: importsQuery,
        response: { 200: importsPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.listImports(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.get(
    '/api/v2/listing-imports/:id',
    {
      schema: {
        tags,
        operationId: 'getListingImport',
        summary: 'A listing import: its mapping, status, counts and progress',
        description: `Poll it while the import runs (rowsDone of totalRows). ${ONE}`,
        security: bearer,
        params: publicIdParams,
        response: { 200: importSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.getImport(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.put(
    '/api/v2/listing-imports/:id/mapping',
    {
      schema: {
        tags,
        operationId: 'setListingImportMapping',
        summary: 'Choose the field each column of the file fills',
        description:
          'One entry per column, the field or null; a field at most once. Only before the ' +
          'import runs for real (uploaded, or after a dry run). 400 for a mapping of another ' +
          "length, an unknown field or one mapped twice; 409 'The mapping can change only " +
          `before the import runs'. ${ONE}`,
        security: bearer,
        params: publicIdParams,
        body: mappingBodySchema,
        response: { 200: importSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) =>
      service.setImportMapping(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.get(
    '/api/v2/listing-imports/:id/preview',
    {
      schema: {
        tags,
        operationId: 'getListingImportPreview',
        summary: 'The first rows as the import will read them, with their problems',
        description:
          'Up to limit rows (default 20, at most 100): each with its number, reference, the ' +
          'mapped values, every problem (the editor’s rules: required fields, no phone number ' +
          'or e-mail in the description, price and area ranges, the service charge rule; ' +
          'cells that cannot be read; types and suburbs the site does not have, with the ' +
          'nearest name when one is close) and what the import would do: created, updated, ' +
          `unchanged, skipped or failed. 400 for a limit out of range. ${ONE}`,
        security: bearer,
        params: publicIdParams,
        querystring: previewQuery,
        response: { 200: previewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.previewImport(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.query.limit,
      ),
  );

  r.post(
    '/api/v2/listing-imports/:id/start',
    {
      schema: {
        tags,
        operationId: 'startListingImport',
        summary: 'Run the import (or a dry run) in the background',
        description:
          'Answers 202 with the import, status running; poll it for progress. A dry run ' +
          'records what every row would do and changes no listing; after it the mapping may ' +
          'change and the import start again. A cancelled run starts again where it stopped. ' +
          "400 'Map these columns before the import: …' while a required field has no column; " +
          '409 when it is running already (a second start) or has run. ' +
          ONE,
        security: bearer,
        params: publicIdParams,
        body: startBodySchema,
        response: { 202: importSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const imp = await service.startImport(
        ctx,
        actor,
        requireTenant(req),
        req.params.id,
        req.body.dryRun,
      );
      return reply.status(202).send(imp);
    },
  );

  r.post(
    '/api/v2/listing-imports/:id/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelListingImport',
        summary: 'Stop a running import after the batch under way',
        description:
          'Status cancelling, then cancelled once the batch under way is recorded; the rows ' +
          "done stay done. 409 'Only a running import can be cancelled'. " +
          ONE,
        security: bearer,
        params: publicIdParams,
        response: { 200: importSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) => service.cancelImport(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.get(
    '/api/v2/listing-imports/:id/report',
    {
      schema: {
        tags,
        operationId: 'getListingImportReport',
        summary: "The import's report as CSV: every row with its outcome and reason",
        description:
          'Columns Row, AgentReference, Outcome (created, updated, unchanged, skipped, failed; ' +
          'after a dry run "would create"...), Reason and ListingId; every recorded row, ' +
          `streamed. ${ONE}`,
        security: bearer,
        params: publicIdParams,
        response: {
          200: {
            description: 'The report (UTF-8 with BOM, for spreadsheets)',
            content: { 'text/csv': { schema: z.any() } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const report = await service.importReport(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(report.body);
    },
  );
}
