import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorStatus, type ErrorBody, type ErrorCode } from '@propdesk/shared';
import { foreignKeyViolation, isDataException, sqlState } from '../lib/db-errors';
import { requestLanguage, translateMessage } from '../locales';

export function errorBody(
  code: ErrorCode,
  message: string,
  details?: ErrorBody['details'],
): ErrorBody {
  const statusCode = errorStatus[code];
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(details && { details }),
  };
}

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function validationDetails(issues: ZodIssueLike[], context?: string) {
  return issues.map((issue) => {
    const zodPath = issue.params?.issue?.path;
    const path = zodPath?.length
      ? zodPath.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || (context ?? '');
    return { path, message: issue.params?.issue?.message ?? issue.message ?? 'Invalid value' };
  });
}

/**
 * The body in the request's language: `code` stays as it is, `message` and each detail's message
 * are translated where the API's catalogs know them (English ones are the code's own words).
 */
function inRequestLanguage(request: FastifyRequest, body: ErrorBody): ErrorBody {
  const language = requestLanguage(request);
  if (language === 'en') return body;
  return {
    ...body,
    message: translateMessage(language, body.message),
    ...(body.details && {
      details: body.details.map((d) => ({ ...d, message: translateMessage(language, d.message) })),
    }),
  };
}

/**
 * A refusal whose body carries more than the message: a stale decision answers 409 with the
 * listing as it is now (`current`), so the caller shows it without asking again.
 */
export class AppErrorWith extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(code, message);
  }
}

/** Framework error codes that are the client's fault, with the message we answer with. */
const CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_JSON', 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'Invalid Content-Length header'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The file is too large'],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many parts in the upload'],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many files in the upload'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many fields in the upload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart upload'],
  FST_ERR_VALIDATION: ['VALIDATION_FAILED', 'The request is not valid'],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = inRequestLanguage(request, errorBody(error.code, error.message, error.details));
      const extra = error instanceof AppErrorWith ? error.extra : {};
      return reply.status(error.statusCode).send({ ...body, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(error.validation, error.validationContext);
      const first = details[0];
      const message = first
        ? `${first.path ? `${first.path}: ` : ''}${first.message}`
        : 'The request is not valid';
      return reply
        .status(400)
        .send(inRequestLanguage(request, errorBody('VALIDATION_FAILED', message, details)));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known)
      return reply
        .status(errorStatus[known[0]])
        .send(inRequestLanguage(request, errorBody(known[0], known[1])));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] ??
        'BAD_REQUEST') as ErrorCode;
      return reply.status(status).send(
        inRequestLanguage(request, {
          ...errorBody(code, error.message),
          statusCode: status,
          error: STATUS_CODES[status] ?? 'Error',
        }),
      );
    }
    const foreignKey = foreignKeyViolation(error);
    if (foreignKey) {
      // A race the code's own checks did not close: what the request adds to (or removes) was
      // deleted (or used) by another request a moment before. Never a 500.
      request.log.warn({ err: error }, 'a write raced a delete');
      const [code, message]: [ErrorCode, string] =
        foreignKey === 'missing'
          ? ['NOT_FOUND', 'What this belongs to was deleted meanwhile']
          : ['CONFLICT', 'Other records still use this: remove them first'];
      return reply
        .status(errorStatus[code])
        .send(inRequestLanguage(request, errorBody(code, message)));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value from the request');
      const message =
        sqlState(error) === '22021'
          ? 'Text must not contain NUL characters'
          : 'A value in the request is not valid';
      return reply.status(400).send(inRequestLanguage(request, errorBody('BAD_REQUEST', message)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(
        inRequestLanguage(
          request,
          errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'),
        ),
      );
  });
}

/**
 * Addresses whose routes answer errors in a shape of their own (the RESO feed's OData errors): the
 * router's errors for them take that shape too.
 */
export interface AddressErrorShape {
  address: RegExp;
  body: (code: string, message: string) => object;
  headers?: Record<string, string>;
}

/** The shape of its own an address answers errors in, if any. */
export function ownErrorShape(
  shapes: readonly AddressErrorShape[],
  url: string,
): AddressErrorShape | undefined {
  return shapes.find((shape) => shape.address.test(url));
}

/**
 * Router errors Fastify answers before any hook runs; without this they skip our error shape.
 * `shapes` lets an address keep its own.
 */
export function frameworkErrors(shapes: readonly AddressErrorShape[] = []) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const own = ownErrorShape(shapes, request.url);
    const answer = (status: number, code: ErrorCode, message: string) => {
      if (own?.headers) reply.headers(own.headers);
      reply
        .status(status)
        .send(
          own
            ? own.body(status === 400 ? 'BadRequest' : 'InternalServerError', message)
            : inRequestLanguage(request, errorBody(code, message)),
        );
    };
    if (error.code === 'FST_ERR_BAD_URL') {
      answer(400, 'BAD_REQUEST', 'The address is not a valid URL');
      return;
    }
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      answer(400, 'BAD_REQUEST', 'A value in the address is too long');
      return;
    }
    request.log.error({ err: error }, 'router error');
    answer(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  };
}
