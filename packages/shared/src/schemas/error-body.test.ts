import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ErrorBody } from '../errors';
import { errorBodySchema } from './error-body';

describe('errorBodySchema', () => {
  it('documents the fields ErrorBody declares', () => {
    type Documented = z.infer<typeof errorBodySchema>;
    expectTypeOf<keyof Documented>().toEqualTypeOf<keyof ErrorBody>();
    expectTypeOf<ErrorBody>().toExtend<Documented>();
  });

  it('accepts an error answer as the API sends it, with or without details', () => {
    const body: ErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'email: Enter a valid email address',
      details: [{ path: 'email', message: 'Enter a valid email address' }],
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    const { details: _details, ...plain } = body;
    expect(errorBodySchema.parse(plain)).toEqual(plain);
    expect(errorBodySchema.safeParse({ ...plain, statusCode: '400' }).success).toBe(false);
  });
});
