import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { AppError, isErrorBody, type ErrorBody } from '@propdesk/shared';

/**
 * A server render's reads, as the browser hydrates them: answers and refusals alike (a listing's
 * 404 is the page the server wrote), each refusal as the API's error body, since an Error loses
 * its fields on the way through JSON.
 */
export function dehydrateReads(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof AppError) {
      const body: ErrorBody = {
        statusCode: error.statusCode,
        error: error.name,
        code: error.code,
        message: error.message,
        ...(error.details && { details: error.details }),
      };
      query.state.error = body as never;
    } else if (error) {
      query.state.error = null;
      query.state.status = 'pending';
    }
  }
  state.queries = state.queries.filter((query) => query.state.status !== 'pending');
  return state;
}

/** The reads of a server render, their refusals AppErrors again. */
export function revivedReads(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const { error } = query.state;
    if (isErrorBody(error)) query.state.error = AppError.fromBody(error);
  }
  return state;
}
