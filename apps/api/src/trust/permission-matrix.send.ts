import { signupAddress, type TestApp, type TestResponse } from '../test/helper';
import { multipartBody } from '../test/uploads';
import type { Caller, Fixture } from './permission-matrix.fixture';
import type { MatrixRequest } from './permission-matrix.requests';

/**
 * Sends one call of the matrix as `caller`: its site, its token, the body as JSON, files or a
 * form, with `extra` fields added to a JSON body.
 */
export async function sendAs(
  t: TestApp,
  fx: Fixture,
  caller: Caller,
  request: MatrixRequest,
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { 'x-tenant': fx.tenantOf(caller) };
  const token = fx.tokens[caller];
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (request.files) {
    const multipart = multipartBody(request.files);
    headers['content-type'] = multipart.contentType;
    payload = multipart.body;
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(request.form).toString();
  } else if (request.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ ...extra, ...request.body });
  }
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    // Sign-ups, sign-ins and leads are throttled per address: every call comes from its own.
    remoteAddress: signupAddress(),
    ...(payload !== undefined && { payload }),
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON
  }
  return { status: res.statusCode, body, headers: res.headers };
}
