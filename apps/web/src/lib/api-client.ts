import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import createClient, { type Client } from 'openapi-fetch';
import { AppError, isErrorBody } from '@propdesk/shared';
import type { components, paths } from './api-types';
import { apiTransport } from './api-transport';
import { HeldAnswers } from './held-answers';
import { InFlightKeys } from './in-flight-keys';
import { IDEMPOTENCY_KEY } from './submission-key';

export type Schemas = components['schemas'];
export type ApiClient = Client<paths>;

/** The text shown when the server cannot be reached at all, in the reader's language. */
export const networkErrorMessage = () =>
  t`Could not reach the server. Check your connection and try again.`;

/** The server could not be reached at all (no network, or no answer): nothing was done. */
class UnreachableError extends AppError {
  constructor() {
    super('UNAVAILABLE', networkErrorMessage());
  }
}

export const isUnreachable = (error: unknown) => error instanceof UnreachableError;

export interface ApiClientOptions {
  /** The site slug sent as X-Tenant; null for the few calls that belong to no site. */
  tenant: string | null;
  /** The current access token, read at call time. */
  getToken?: () => string | null;
  /**
   * Called once when a signed-in call answers 401: refresh the session and return the new
   * access token to retry with, or null to give up.
   */
  onUnauthorized?: () => Promise<string | null>;
}

/** The request headers the API reads: the bearer token, the site and the reader's language. */
const AUTHORIZATION = 'Authorization';
const ACCEPT_LANGUAGE = 'Accept-Language';
const X_TENANT = 'X-Tenant';
const BEARER = 'Bearer ';

const ACCOUNT_CALLS = [
  '/auth/authenticate',
  '/auth/refreshToken',
  '/auth/customers/create',
  '/auth/countries/',
  '/auth/users/request/',
  '/auth/users/password/',
];

function isAccountCall(url: string): boolean {
  const { pathname } = new URL(url);
  return ACCOUNT_CALLS.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Refetches of tagged answers ask whether they changed (see HeldAnswers): one store for the
 * page, so what the first reads fetched before React rendered is held for the pages' refetches.
 */
const held = new HeldAnswers();

/** The keys of the POSTs on their way: one store for the page, as `held` is. */
const inFlight = new InFlightKeys();

/** Drops every held answer: on sign-out, so nothing of the account stays in the page. */
export function forgetHeldAnswers(): void {
  held.clear();
}

/** A typed client for the API: adds X-Tenant and the bearer token, retries once after a refresh. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchHeld = async (request: Request): Promise<Response> => {
    const transport = apiTransport();
    const sent = transport.holdsAnswers ? held.prepare(request) : undefined;
    let response: Response;
    try {
      response = await transport.fetch(request);
    } catch {
      throw new UnreachableError();
    }
    return transport.holdsAnswers ? held.settle(request, response, sent) : response;
  };
  const send = async (request: Request): Promise<Response> => {
    // Every POST carries an Idempotency-Key, the same on its retry below: a create the server
    // made before an answer was lost is answered again, not made twice. The same request sent
    // again while the first is on its way (a double tap) shares its key; a form may name its
    // own, one per submission (useSubmissionKey).
    if (request.method !== 'POST' || request.headers.has(IDEMPOTENCY_KEY))
      return sendKeyed(request);
    const { key, done } = await inFlight.take(request);
    request.headers.set(IDEMPOTENCY_KEY, key);
    try {
      return await sendKeyed(request);
    } finally {
      done();
    }
  };
  const sendKeyed = async (request: Request): Promise<Response> => {
    const retry = request.clone();
    // Sign-in, sign-up, refresh and reset calls never carry the session's token.
    const token = isAccountCall(request.url) ? null : options.getToken?.();
    if (token) request.headers.set(AUTHORIZATION, BEARER + token);
    if (options.tenant) request.headers.set(X_TENANT, options.tenant);
    // The API writes its error messages (and mails to a guest) in the active language.
    // A call that names its language (a read keyed by it) keeps it.
    if (i18n.locale && !request.headers.has(ACCEPT_LANGUAGE)) {
      request.headers.set(ACCEPT_LANGUAGE, i18n.locale);
      retry.headers.set(ACCEPT_LANGUAGE, i18n.locale);
    }
    const response = await fetchHeld(request);
    if (response.status !== 401 || !token || !options.onUnauthorized) return response;
    // Only a refused token is worth a refresh; any other 401 is the answer.
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!isErrorBody(body) || body.code !== 'TOKEN_INVALID') return response;
    const fresh = await options.onUnauthorized();
    if (!fresh) return response;
    retry.headers.set(AUTHORIZATION, BEARER + fresh);
    if (options.tenant) retry.headers.set(X_TENANT, options.tenant);
    return fetchHeld(retry);
  };
  return createClient<paths>({ baseUrl: apiTransport().origin(), fetch: send });
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Resolves to the response body, or throws an AppError carrying the API's `message`
 * (the text the user sees) and its validation details.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  if (isErrorBody(error)) throw AppError.fromBody(error);
  const status = response.status;
  throw new AppError(
    status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    status >= 500
      ? t`The server could not complete the request. Please try again.`
      : t({ message: `The request failed (${status}).`, comment: 'status: the HTTP status code' }),
  );
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t`An error occurred`;
}
