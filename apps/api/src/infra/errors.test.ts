import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { AppError } from '@propdesk/shared';
import { frameworkErrors, registerErrorHandling } from './errors';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({
    logger: false,
    frameworkErrors: frameworkErrors([
      { address: /^\/own\//, body: (code, message) => ({ problem: { code, message } }) },
    ]),
    routerOptions: { maxParamLength: 20 },
  });
  registerErrorHandling(app);
  app.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  app.get('/own/:id', async () => ({}));
  app.get('/app-error', async () => {
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  });
  app.get('/validation', async () => {
    throw new AppError('VALIDATION_FAILED', 'name: Required', [
      { path: 'name', message: 'Required' },
    ]);
  });
  app.get('/crash', async () => {
    throw new Error('relation "users" does not exist at /srv/app/db.ts:12');
  });
  app.get('/nul', async () => {
    throw new Error('Failed query', {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      }),
    });
  });
  app.get('/not-a-number', async () => {
    throw Object.assign(new Error('invalid input syntax for type integer: "abc"'), {
      code: '22P02',
    });
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('error handler', () => {
  it('answers an AppError with its status, code and message', async () => {
    expect(await get('/app-error')).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
      },
    });
  });

  it('adds details to a validation error', async () => {
    const { status, body } = await get('/validation');
    expect(status).toBe(400);
    expect(body.details).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('hides the text of an unexpected error', async () => {
    expect(await get('/crash')).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        error: 'Internal Server Error',
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
  });

  it('answers a value the database refuses with 400, without the database text', async () => {
    expect(await get('/nul')).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'Text must not contain NUL characters',
      },
    });
    const { status, body } = await get('/not-a-number');
    expect(status).toBe(400);
    expect(body.message).toBe('A value in the request is not valid');
  });

  it('keeps the status of another client error', async () => {
    const { status, body } = await get('/teapot');
    expect(status).toBe(418);
    expect(body).toEqual({
      statusCode: 418,
      error: "I'm a Teapot",
      code: 'BAD_REQUEST',
      message: 'I am a teapot',
    });
  });
});

describe('frameworkErrors', () => {
  it('answers a URL that cannot be decoded in the usual shape', async () => {
    expect(await get('/things/%E0%A4%A')).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'The address is not a valid URL',
      },
    });
  });

  it('answers a path value over the router limit in the usual shape', async () => {
    expect(await get(`/things/${'x'.repeat(21)}`)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'A value in the address is too long',
      },
    });
    expect((await get(`/things/${'x'.repeat(20)}`)).status).toBe(200);
  });

  it('answers in the shape of an address that has its own', async () => {
    expect(await get(`/own/${'x'.repeat(21)}`)).toEqual({
      status: 400,
      body: { problem: { code: 'BadRequest', message: 'A value in the address is too long' } },
    });
  });
});
