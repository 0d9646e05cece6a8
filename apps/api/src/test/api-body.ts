// Answers in API tests, typed from the OpenAPI document: the same generated types the web app
// uses (apps/web/src/lib/api-types.ts, `npm run api-types -w apps/web`), so a test reads a body
// as the document declares it rather than as `any`, and a field the document lacks fails the
// typecheck.
import type { operations } from '../../../web/src/lib/api-types';
import type { TestResponse } from './helper';

/** Every operation of the API document, by its operationId ('getCustomer', 'listEvents'...). */
export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The statuses the document declares for an operation. */
export type StatusOf<Op extends OperationId> = keyof Responses<Op> & number;

/** The JSON body the document declares for an operation's status. */
export type BodyOf<Op extends OperationId, S extends StatusOf<Op>> = Responses<Op>[S] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

/**
 * The body of `res` typed as `operation` answers it with `status`:
 * `const customer = json(res, 'getCustomer', 200)`. An answer with another status throws with
 * its body, so a failing test says what the API answered instead of reading fields of an error.
 */
export function json<Op extends OperationId, S extends StatusOf<Op>>(
  res: TestResponse<unknown>,
  operation: Op,
  status: S,
): BodyOf<Op, S> {
  if (res.status !== status) {
    throw new Error(
      `${operation}: expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`,
    );
  }
  return res.body as BodyOf<Op, S>;
}
