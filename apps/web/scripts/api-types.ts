// Writes src/lib/api-types.ts from the API's OpenAPI document. The app is built in-process on an
// in-memory database, so no server needs to run: `npm run api-types -w apps/web`. With --check
// it writes nothing and fails when the file differs from the document (npm test runs this).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../api/src/openapi-document';

const document = (await buildOpenApiDocument()) as Parameters<typeof openapiTS>[0];
// The API client adds X-Tenant to every call, so calls need not pass it as a parameter.
for (const item of Object.values(document.paths ?? {})) {
  for (const operation of Object.values(item ?? {})) {
    const op = operation as { parameters?: { in?: string; name?: string }[] };
    if (Array.isArray(op.parameters)) {
      op.parameters = op.parameters.filter((p) => !(p.in === 'header' && p.name === 'x-tenant'));
    }
  }
}
const ast = await openapiTS(document, { alphabetize: true });
const header =
  '// Generated from the API OpenAPI document by `npm run api-types -w apps/web`. Do not edit.\n\n';
const target = path.resolve(import.meta.dirname, '../src/lib/api-types.ts');
const content = header + astToString(ast);
if (process.argv.includes('--check')) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== content) {
    process.stderr.write(
      'apps/web/src/lib/api-types.ts does not match the OpenAPI document: ' +
        'run `npm run api-types -w apps/web` and commit the result.\n',
    );
    process.exitCode = 1;
  } else {
    process.stdout.write('api-types.ts matches the OpenAPI document.\n');
  }
} else {
  writeFileSync(target, content);
  process.stdout.write(`Wrote ${path.relative(process.cwd(), target)}\n`);
}
