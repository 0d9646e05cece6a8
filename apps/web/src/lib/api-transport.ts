/**
 * Where the API clients send their requests: the page's own origin with the browser's fetch, or,
 * while the server renders a public page, the server itself (entry-server.tsx sets that).
 */
export interface ApiTransport {
  origin: () => string;
  fetch: (request: Request) => Promise<Response>;
  /** Whether answers may be held for refetches (HeldAnswers): a page's, never the server's. */
  holdsAnswers: boolean;
}

let transport: ApiTransport = {
  origin: () => window.location.origin,
  fetch: (request) => fetch(request),
  holdsAnswers: true,
};

export const apiTransport = (): ApiTransport => transport;

/** Sends every API client's requests through `next` from now on (the server's render only). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
