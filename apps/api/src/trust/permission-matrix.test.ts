import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSetting } from '../config';
import { agents, users } from '../db/schema';
import { createTestApp, type TestApp, type TestResponse } from '../test/helper';
import { EXPECTED, parseExpected } from './permission-matrix.expected';
import { CALLERS, matrixFixture, type Caller, type Fixture } from './permission-matrix.fixture';
import { MATRIX_ROWS, type MatrixRequest } from './permission-matrix.requests';
import { sendAs } from './permission-matrix.send';

/**
 * Every operation of the OpenAPI document, called by every kind of caller, against the outcome
 * the reviewed table expects (permission-matrix.expected.ts). `npm run test:matrix`.
 */

let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  fx = await matrixFixture(t);
}, 120_000);
afterAll(() => t?.close());

/** Fields a write body must never be able to set: each write carries them all. */
const SMUGGLED = {
  agentId: 'smuggled-agent',
  userId: 1,
  tenantId: 2,
  tenant: 'sandbox',
  published: 'APPROVED',
  roles: ['ADMIN'],
  verified: true,
  code: 'SMUGGLED',
  createdAt: '2001-01-01T00:00:00Z',
};

const send = (caller: Caller, request: MatrixRequest, extra: Record<string, unknown> = {}) =>
  sendAs(t, fx, caller, request, extra);

/** Which secrets a caller may read: owners their own, staff all, everyone else none. */
function forbiddenSecrets(caller: Caller): string[] {
  const { customer, inquirer, rejection } = fx.secrets;
  switch (caller) {
    case 'owner':
    case 'moderator':
    case 'admin':
      return [];
    case 'customer':
      return [...inquirer, ...rejection];
    default:
      return [...customer, ...inquirer, ...rejection];
  }
}

interface Cell {
  row: string;
  caller: Caller;
  expected: number;
  actual: number;
  message?: string;
}

describe('permission matrix', () => {
  it('answers every operation, for every caller, as the table says', async () => {
    const expected = parseExpected(EXPECTED);
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId!),
    );

    // Coverage: a new endpoint without a row fails the build, and so does a row without a request.
    const tabled = new Set(
      Object.keys(expected).map((row) => MATRIX_ROWS[row]?.operationId ?? row),
    );
    expect(
      operations.filter((op) => !tabled.has(op)),
      'operations missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(expected).filter((row) => !MATRIX_ROWS[row]),
      'rows without a request',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX_ROWS).filter((row) => !expected[row]),
      'requests without a row',
    ).toEqual([]);
    const unknown = Object.values(MATRIX_ROWS).filter(
      (row) => !operations.includes(row.operationId),
    );
    expect(
      unknown.map((row) => row.operationId),
      'rows for operations not in the document',
    ).toEqual([]);

    const cells: Cell[] = [];
    const leaks: string[] = [];
    for (const [rowName, statuses] of Object.entries(expected)) {
      const row = MATRIX_ROWS[rowName]!;
      for (const caller of CALLERS) {
        const res = await send(caller, await row.request(fx, caller));
        const cell: Cell = { row: rowName, caller, expected: statuses[caller], actual: res.status };
        if (res.status >= 400) cell.message = (res.body as { message?: string })?.message;
        cells.push(cell);
        if (res.status < 300) for (const kind of row.spends ?? []) fx.spend(kind);
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        for (const secret of forbiddenSecrets(caller)) {
          if (text.includes(secret)) leaks.push(`${rowName} as ${caller} shows "${secret}"`);
        }
        // Another site's ids must answer exactly as ids that exist nowhere: no existence leak.
        if (caller === 'otherSite') {
          const request = await row.request(fx, caller);
          const ghost = await send(caller, await ghostOf(request));
          const said = (r: TestResponse) =>
            `${r.status} ${(r.body as { message?: string })?.message ?? ''}`;
          if (said(ghost) !== said(res) && !(res.status < 300 && ghost.status < 300)) {
            leaks.push(`${rowName} as otherSite: ${said(res)}, but for unknown ids ${said(ghost)}`);
          }
          if (res.status < 300) for (const kind of row.spends ?? []) fx.spend(kind);
        }
      }
    }

    const differences = cells.filter((c) => c.expected !== c.actual);
    process.stdout.write(
      `\npermission matrix: ${operations.length} operations, ${Object.keys(expected).length} rows, ` +
        `${CALLERS.length} callers, ${cells.length} cells checked, ${differences.length} differences, ` +
        `${leaks.length} leaks\n`,
    );
    if (testSetting('MATRIX_PRINT')) {
      printObserved(cells);
      process.stdout.write(`${leaks.join('\n')}\n`);
    }
    expect(
      differences.map(
        (c) =>
          `${c.row} as ${c.caller}: expected ${c.expected}, got ${c.actual} ${c.message ?? ''}`,
      ),
    ).toEqual([]);
    expect(leaks).toEqual([]);
  }, 600_000);

  it('lets no write body set the owner, the site, the state, roles or verification', async () => {
    const expected = parseExpected(EXPECTED);
    let writes = 0;
    for (const [rowName, statuses] of Object.entries(expected)) {
      const row = MATRIX_ROWS[rowName]!;
      // The least trusted caller the table lets write: staff may set `verified` and `published`.
      const caller = (['anon', 'customer', 'owner', 'admin'] as const).find(
        (c) => statuses[c] < 300,
      );
      if (!caller) continue;
      const request = await row.request(fx, caller);
      if (!request.body) continue;
      const smuggled = caller === 'admin' ? withoutStaffFields(SMUGGLED, request.body) : SMUGGLED;
      const res = await send(caller, request, smuggled);
      writes += 1;
      // Ignored (2xx) or refused by name (400, 403): never taken.
      expect([200, 201, 202, 204, 400, 403], `${rowName} as ${caller}`).toContain(res.status);
      if (res.status < 300) for (const kind of row.spends ?? []) fx.spend(kind);
    }
    process.stdout.write(`mass assignment: ${writes} write bodies carried smuggled fields\n`);
    expect(writes).toBeGreaterThanOrEqual(30);

    const { owner, agentB, customer, customerB } = fx.people;
    const people = await t.db
      .select({
        publicId: users.publicId,
        roles: users.roles,
        verified: agents.verified,
        tenantId: users.tenantId,
      })
      .from(users)
      .leftJoin(agents, eq(agents.userId, users.id))
      .where(
        inArray(users.publicId, [
          owner.publicId,
          agentB.publicId,
          customer.publicId,
          customerB.publicId,
        ]),
      );
    expect(people).toHaveLength(4);
    for (const person of people) {
      expect(person.verified ?? false, person.publicId).toBe(false);
      expect(person.roles.includes('ADMIN') || person.roles.includes('MODERATOR')).toBe(false);
    }
    expect(new Set(people.map((p) => p.tenantId)).size).toBe(1);

    const created = await send('owner', await MATRIX_ROWS.createProperty!.request(fx, 'owner'), {
      ...SMUGGLED,
      published: undefined,
    });
    expect(created.status).toBe(201);
    const row = await fx.listingRow((created.body as { publicId: string }).publicId);
    const reference = await fx.listingRow(await fx.get('reviewListing'));
    expect(row).toMatchObject({
      published: 'REVIEW',
      tenantId: reference!.tenantId,
      userId: reference!.userId,
    });
    expect(row?.code).not.toBe('SMUGGLED');
  });
});

/** Staff may set verification and publication by the rules: smuggle only what they may not. */
function withoutStaffFields(fields: Record<string, unknown>, body: Record<string, unknown>) {
  const { verified: _verified, published: _published, ...rest } = fields;
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in body)));
}

/** The same request with every id the fixture made swapped for one that exists nowhere. */
async function ghostOf(request: MatrixRequest): Promise<MatrixRequest> {
  const { people, place } = fx;
  const known = [
    ...(await Promise.all(fx.ids())),
    ...Object.values(people).map((p) => ('publicId' in p ? p.publicId : undefined)),
    place.type,
    place.suburb,
    fx.feature,
    fx.country,
    fx.city,
    fx.eventCategory,
    fx.articleCategory,
  ].filter((id): id is string => Boolean(id));
  const swap = (text: string) =>
    known.reduce((out, id) => out.split(id).join('Z'.repeat(id.length)), text);
  return {
    ...request,
    url: swap(request.url),
    ...(request.body && { body: JSON.parse(swap(JSON.stringify(request.body))) }),
  };
}

/** With MATRIX_PRINT=1, the observed table, to review against the rules before updating it. */
function printObserved(cells: Cell[]) {
  const rows = new Map<string, Cell[]>();
  for (const cell of cells) rows.set(cell.row, [...(rows.get(cell.row) ?? []), cell]);
  const width = Math.max(...[...rows.keys()].map((k) => k.length)) + 2;
  const lines = [...rows].map(
    ([name, row]) =>
      name.padEnd(width) +
      row
        .map((c) => String(c.actual).padEnd(4))
        .join(' ')
        .trimEnd(),
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const cell of cells) {
    if (cell.actual >= 400 && cell.actual !== 401 && cell.actual !== 404 && cell.actual !== 403) {
      process.stdout.write(`  ${cell.row} as ${cell.caller}: ${cell.actual} ${cell.message}\n`);
    }
  }
}
