import { randomBytes } from 'node:crypto';
import type { TestApp, TestResponse } from './helper';

export interface UploadFile {
  data: Buffer;
  /** Client-side name; the server never uses it. */
  filename?: string;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----propdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; ` +
          `filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends files to an upload endpoint through the app, like the dashboard does. */
export async function upload(
  t: TestApp,
  url: string,
  files: UploadFile[],
  options: {
    token?: string;
    tenant?: string | null;
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<TestResponse> {
  const { body, contentType } = multipartBody(files, options.fields);
  const headers: Record<string, string> = { ...options.headers, 'content-type': contentType };
  const tenant = options.tenant === undefined ? 'demo' : options.tenant;
  if (tenant) headers['x-tenant'] = tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
  let parsed: unknown = res.body;
  try {
    parsed = res.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, body: parsed as never, headers: res.headers };
}
