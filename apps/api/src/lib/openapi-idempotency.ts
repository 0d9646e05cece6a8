/**
 * A create operation: a POST documented with a 201 answer. These take an Idempotency-Key
 * (infra/idempotency.ts); the API document names the header on each of them.
 */
export function isCreateOperation(method: string, responses: object | undefined): boolean {
  return method.toUpperCase() === 'POST' && !!responses && '201' in responses;
}

const PARAMETER = 'IdempotencyKey';

const HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or ' +
    'in quotes. The first request with it runs; a replay by the same caller within 24 hours ' +
    'answers what the first one answered (with Idempotent-Replayed: true) without running ' +
    'again. Only a success is kept: after a refusal the key may be used again. The same key ' +
    'with another request answers 422; a replay while the first still runs waits up to 10 ' +
    's for its answer, then answers 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: '5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10',
};

const ERROR = { $ref: '#/components/schemas/Error' };
const RESPONSES = {
  '409': 'Conflict: a request with this Idempotency-Key is still being processed',
  '422': 'Unprocessable: this Idempotency-Key was used for another request',
};

interface Operation {
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

/**
 * The document with the Idempotency-Key header on every create operation, as one shared
 * parameter, and its 409 and 422 answers (added to those the operation documents already).
 */
export function withIdempotencyKeys<
  D extends { paths?: unknown; components?: { parameters?: Record<string, unknown> } },
>(document: D): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  let used = false;
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isCreateOperation(method, operation?.responses)) continue;
      used = true;
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: `#/components/parameters/${PARAMETER}` },
      ];
      const responses = operation.responses!;
      for (const [status, description] of Object.entries(RESPONSES)) {
        const documented = responses[status] as { description?: string } | undefined;
        if (documented)
          documented.description = `${documented.description ?? ''}; or ${description}`;
        else
          responses[status] = { description, content: { 'application/json': { schema: ERROR } } };
      }
    }
  }
  if (!used) return document;
  return {
    ...document,
    components: {
      ...document.components,
      parameters: { ...document.components?.parameters, [PARAMETER]: HEADER },
    },
  };
}
