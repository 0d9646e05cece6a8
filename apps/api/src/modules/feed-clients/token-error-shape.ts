import type { AddressErrorShape } from '../../infra/errors';

/**
 * The token endpoint's addresses: even the router's errors for them (a site name over the length
 * limit, an address that is not a URL, no site name at all) answer in RFC 6749's shape, as the
 * endpoint does.
 */
export const TOKEN_ERROR_SHAPE: AddressErrorShape = {
  address: /^\/[^/?#]*\/reso\/token(?:[/?#]|$)/,
  body: (code, message) => ({
    error: code === 'InternalServerError' ? 'server_error' : 'invalid_request',
    error_description: message,
  }),
  headers: { 'cache-control': 'no-store' },
};
