import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  expectError,
  type TestApp,
  type TestResponse,
} from '../../test/helper';
import { json, type BodyOf } from '../../test/api-body';
import { htmlPage, jpegImage, svgImage } from '../../test/images';
import { cast } from '../../test/listings';
import { upload } from '../../test/uploads';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let sandboxAdmin: { token: string };
let categories: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  [admin, sandboxAdmin] = await Promise.all([createAdmin(t), createAdmin(t, 'sandbox')]);
  const res = await t.request('GET', '/api/v2/articles/categories');
  categories = Object.fromEntries(
    json(res, 'listArticleCategories', 200).content.map((c) => [c.name, c.publicId]),
  );
});
afterAll(() => t.close());

let titles = 0;
/** A distinct title per call, so generated slugs do not collide by accident. */
const draft = (overrides: Record<string, unknown> = {}) => ({
  title: `Buying guide number ${++titles}`,
  summary: 'What to check before you buy',
  body: '## Heading\n\n- one\n- two\n\n[link](https://example.com)',
  category: null,
  published: true,
  ...overrides,
});

const staffToken = () => who.moderator.token;
const create = (body: unknown, token = staffToken(), tenant?: string) =>
  t.request('POST', '/api/v2/articles/create', { token, body, tenant });

async function createOk(body: unknown = draft(), token = staffToken(), tenant?: string) {
  return json(await create(body, token, tenant), 'createArticle', 201);
}

const update = (id: string, body: unknown, token = staffToken()) =>
  t.request('PUT', `/api/v2/articles/ids/${id}/update`, { token, body });
const remove = (id: string, token = staffToken()) =>
  t.request('DELETE', `/api/v2/articles/ids/${id}/delete`, { token });
const getOne = (id: string, token?: string, tenant?: string) =>
  t.request('GET', `/articles/ids/${id}/get`, { token, tenant });
const blog = (query = 'size=50', tenant?: string) =>
  t.request('GET', `/articles/get/all?${query}`, { tenant });
const staffList = (query = 'size=50', token = staffToken()) =>
  t.request('GET', `/api/v2/articles/all?${query}`, { token });
const uploadCover = async (id: string, token = staffToken(), tenant = 'demo', size = [800, 500]) =>
  upload(
    t,
    `/api/v2/articles/ids/${id}/cover/upload`,
    [{ data: await jpegImage(size[0]!, size[1]!), field: 'file' }],
    { token, tenant },
  );
const removeCover = (id: string, token = staffToken()) =>
  t.request('DELETE', `/api/v2/articles/ids/${id}/cover/delete`, { token });
const coverFiles = (id: string, tenant = 'demo') => t.app.storage.list(`articles/${tenant}/${id}/`);
const ids = (res: TestResponse<BodyOf<'listAllArticles', 200>>) =>
  res.body.content.map((a) => a.publicId);
const outcome = (res: TestResponse) => ({ status: res.status, message: res.body?.message });
const ISO_UTC = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('the demo blog', () => {
  it('has the seeded categories by name and published articles, without the draft', async () => {
    expect(Object.keys(categories)).toEqual(['Buying', 'Guides', 'Market news', 'Renting']);
    const res = await blog('size=50', 'sandbox');
    expect(res.status).toBe(200);
    const titlesShown = json(res, 'listPublishedArticles', 200).content.map((a) => a.title);
    expect(titlesShown).toEqual([
      'Five questions to ask before you buy in Avondale',
      'Renting your first flat: a checklist',
    ]);
    expect(res.body.content[0]).toMatchObject({
      slug: 'five-questions-to-ask-before-you-buy-in-avondale',
      category: { name: 'Buying' },
      author: { name: 'Nomsa Dube' },
      published: true,
    });
    const drafts = await t.request('GET', '/api/v2/articles/all?published=false', {
      token: sandboxAdmin.token,
      tenant: 'sandbox',
    });
    expect(json(drafts, 'listAllArticles', 200).content.map((a) => a.title)).toEqual([
      'Market news: prices this quarter',
    ]);
  });
});

describe('POST /api/v2/articles/create', () => {
  it('creates a published article with its slug, author and reading time', async () => {
    const res = await create(
      draft({ title: 'Ça coûte combien? Prices in Harare', category: categories.Buying }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      slug: 'ca-coute-combien-prices-in-harare',
      title: 'Ça coûte combien? Prices in Harare',
      summary: 'What to check before you buy',
      body: '## Heading\n\n- one\n- two\n\n[link](https://example.com)',
      cover: null,
      image_url: null,
      category: { publicId: categories.Buying, name: 'Buying' },
      published: true,
      publishedAt: ISO_UTC,
      author: { publicId: expect.any(String), name: 'Nomsa Dube' },
      createdAt: ISO_UTC,
      updatedAt: ISO_UTC,
      readingMinutes: 1,
    });
    expect(ids(await blog())).toContain(res.body.publicId);
  });

  it('keeps drafts from the public and lets admins write too', async () => {
    const res = await create(draft({ published: false }), admin.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ published: false, publishedAt: null });
    expect(ids(await blog())).not.toContain(res.body.publicId);
    expect(ids(await staffList())).toContain(res.body.publicId);
    expect(ids(await staffList('published=false&size=50'))).toContain(res.body.publicId);
    expect(ids(await staffList('published=true&size=50'))).not.toContain(res.body.publicId);
  });

  it('suffixes a slug made from a title the site has, and refuses a given one with 409', async () => {
    const title = 'Same title for two articles';
    const first = await createOk(draft({ title }));
    const second = await createOk(draft({ title }));
    const third = await createOk(draft({ title, slug: '' }));
    expect([first.slug, second.slug, third.slug]).toEqual([
      'same-title-for-two-articles',
      'same-title-for-two-articles-2',
      'same-title-for-two-articles-3',
    ]);
    const taken = await create(draft({ slug: 'same-title-for-two-articles' }));
    const body = expectError(taken, 409, 'CONFLICT', 'Another article already uses this address');
    expect(body.details).toEqual([
      { path: 'slug', message: 'Another article already uses this address' },
    ]);
    // Another site may use the same address.
    expect((await create(draft({ title }), sandboxAdmin.token, 'sandbox')).status).toBe(201);
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'ab' }, 'title', 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(161) }, 'title', 'Title must be at most 160 characters'],
    [{ summary: 'x'.repeat(301) }, 'summary', 'Summary must be at most 300 characters'],
    [{ body: '' }, 'body', 'Write the article'],
    [{ body: '   \n' }, 'body', 'Write the article'],
    [{ body: 'x'.repeat(50_001) }, 'body', 'The article must be at most 50,000 characters'],
    [
      { slug: 'Not A Slug' },
      'slug',
      'Use lowercase letters, digits and single dashes in the address',
    ],
    [
      { slug: 'double--dash' },
      'slug',
      'Use lowercase letters, digits and single dashes in the address',
    ],
    [{ slug: 'a'.repeat(81) }, 'slug', 'The address must be at most 80 characters'],
    [{ title: '¿¿¿!!!' }, 'slug', 'Add letters or digits to the title, or choose an address'],
    [{ category: 'nope' }, 'category', 'Unknown article category'],
    [{ published: 'yes' }, 'published', 'Published must be true or false'],
  ])('refuses %j with 400 on the field', async (overrides, path, message) => {
    const res = await create(draft(overrides));
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.details).toContainEqual({ path, message });
  });

  it('accepts a body of exactly 50,000 characters and counts its reading time', async () => {
    const body = 'word '.repeat(10_000);
    const res = await create(draft({ body }));
    expect(res.status).toBe(201);
    expect(res.body.readingMinutes).toBe(50);
  });

  it("refuses another site's category", async () => {
    const foreign = await t.request('GET', '/api/v2/articles/categories', { tenant: 'sandbox' });
    const res = await create(draft({ category: foreign.body.content[0].publicId }));
    expectError(res, 400, 'VALIDATION_FAILED', 'Unknown article category');
  });
});

describe('PUT /api/v2/articles/ids/{id}/update', () => {
  it('replaces the fields, keeps the address, and dates publication', async () => {
    const article = await createOk(draft({ published: false }));
    const published = await update(article.publicId, draft({ title: 'Renamed guide' }));
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      slug: article.slug,
      title: 'Renamed guide',
      published: true,
      publishedAt: ISO_UTC,
      author: article.author,
    });
    const edited = await update(article.publicId, draft({ title: 'Renamed again' }));
    expect(edited.body.publishedAt).toBe(published.body.publishedAt);
    const unpublished = await update(article.publicId, draft({ published: false, summary: '' }));
    expect(unpublished.body).toMatchObject({ published: false, publishedAt: null, summary: '' });
    expect((await getOne(article.publicId)).status).toBe(404);
  });

  it('changes the address when given one, by slug too, and refuses a taken one', async () => {
    const article = await createOk();
    const other = await createOk();
    const moved = await update(article.slug, draft({ slug: 'a-new-address' }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ publicId: article.publicId, slug: 'a-new-address' });
    expect((await getOne('a-new-address')).body.publicId).toBe(article.publicId);
    expectError(
      await update(article.publicId, draft({ slug: other.slug })),
      409,
      'CONFLICT',
      'Another article already uses this address',
    );
    // Its own address again is no clash.
    expect((await update(article.publicId, draft({ slug: 'a-new-address' }))).status).toBe(200);
  });
});

describe('GET /articles/ids/{id}/get', () => {
  it('answers a published article to anyone, by public id or slug', async () => {
    const article = await createOk();
    for (const id of [article.publicId, article.slug]) {
      const res = await getOne(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(article);
    }
    for (const token of [who.agentA.token, who.customer.token]) {
      expect((await getOne(article.publicId, token)).status).toBe(200);
    }
  });

  it('hides a draft from everyone but staff, and every article from another site', async () => {
    const hidden = await createOk(draft({ published: false }));
    expect(outcome(await getOne(hidden.publicId))).toEqual({
      status: 404,
      message: 'Article not found',
    });
    for (const token of [who.agentA.token, who.customer.token]) {
      expect((await getOne(hidden.publicId, token)).status).toBe(404);
    }
    for (const token of [staffToken(), admin.token]) {
      expect((await getOne(hidden.slug, token)).status).toBe(200);
    }
    const shown = await createOk();
    expect((await getOne(shown.publicId, undefined, 'sandbox')).status).toBe(404);
    expect((await getOne(hidden.publicId, sandboxAdmin.token, 'sandbox')).status).toBe(404);
    expect((await getOne('unknown')).status).toBe(404);
    expect((await getOne('a'.repeat(81))).status).toBe(400);
    // The longest slug is an address too.
    const long = await createOk(draft({ slug: 'a'.repeat(80) }));
    expect((await getOne('a'.repeat(80))).body.publicId).toBe(long.publicId);
  });
});

describe('GET /articles/get/all', () => {
  it('pages from 0, 12 by default, newest first, by category', async () => {
    const sandboxCategories = await t.request('GET', '/api/v2/articles/categories', {
      tenant: 'sandbox',
    });
    const guides = sandboxCategories.body.content.find(
      (c: { name: string }) => c.name === 'Guides',
    ).publicId;
    const made = [];
    for (let i = 0; i < 13; i++) {
      made.push(await createOk(draft({ category: guides }), sandboxAdmin.token, 'sandbox'));
    }
    const query = `category=${guides}`;
    const first = await blog(query, 'sandbox');
    expect(first.body).toMatchObject({ page: 0, size: 12, totalElements: 13, totalPages: 2 });
    const newestFirst = made.map((a) => a.publicId).reverse();
    expect(ids(first)).toEqual(newestFirst.slice(0, 12));
    const second = await blog(`${query}&page=1`, 'sandbox');
    expect(ids(second)).toEqual(newestFirst.slice(12));
    // A category the site lacks matches nothing; the demo site's blog is its own.
    expect((await blog('category=unknown', 'sandbox')).body.totalElements).toBe(0);
    expect(ids(await blog())).not.toEqual(expect.arrayContaining(ids(first)));
  });

  it('answers 400 for a bad page or size, at most 50', async () => {
    expect((await blog('size=50')).status).toBe(200);
    for (const query of ['page=-1', 'size=0', 'size=51', 'size=abc']) {
      expectError(await blog(query), 400, 'VALIDATION_FAILED');
    }
    expectError(await staffList('published=maybe'), 400, 'VALIDATION_FAILED');
  });
});

describe('categories', () => {
  it('answers one category, 404 for another site', async () => {
    const res = await t.request('GET', `/api/v2/articles/categories/ids/${categories.Renting}`);
    expect(res.body).toEqual({ publicId: categories.Renting, name: 'Renting' });
    const foreign = await t.request(
      'GET',
      `/api/v2/articles/categories/ids/${categories.Renting}`,
      { tenant: 'sandbox' },
    );
    expectError(foreign, 404, 'NOT_FOUND', 'Article category not found');
    const paged = await t.request('GET', '/api/v2/articles/categories?size=2&page=1');
    expect(paged.body).toMatchObject({ page: 1, size: 2, totalElements: 4, totalPages: 2 });
  });
});

describe('covers', () => {
  it('stores one image with its variants; a new one replaces it and its files', async () => {
    const article = await createOk();
    const first = await uploadCover(article.publicId);
    expect(first.status).toBe(201);
    expect(first.body.cover).toEqual({
      name: expect.any(String),
      fileDownloadUri: expect.any(String),
      variants: {
        thumbnail: expect.any(String),
        card: expect.any(String),
        full: expect.any(String),
      },
    });
    expect(first.body.image_url).toBe(first.body.cover.variants.card);
    const before = await coverFiles(article.publicId);
    expect(before).toHaveLength(4);
    const second = await uploadCover(article.publicId);
    expect(second.body.cover.name).not.toBe(first.body.cover.name);
    const after = await coverFiles(article.publicId);
    expect(after).toHaveLength(4);
    expect(after.some((key) => before.includes(key))).toBe(false);
    expect((await getOne(article.publicId)).body.cover).toEqual(second.body.cover);
  });

  it('refuses a small image or two files and keeps the cover', async () => {
    const article = await createOk();
    const kept = (await uploadCover(article.publicId)).body.cover;
    expectError(
      await uploadCover(article.publicId, staffToken(), 'demo', [799, 500]),
      400,
      'VALIDATION_FAILED',
    );
    const two = await upload(
      t,
      `/api/v2/articles/ids/${article.publicId}/cover/upload`,
      [
        { data: await jpegImage(800, 500), field: 'file' },
        { data: await jpegImage(800, 500), field: 'file' },
      ],
      { token: staffToken() },
    );
    expectError(two, 400, 'VALIDATION_FAILED', 'An article has one cover: send one image');
    expect((await getOne(article.publicId)).body.cover).toEqual(kept);
    expect(await coverFiles(article.publicId)).toHaveLength(4);
  });

  it('refuses files that are not photos with 415, and a body without one with 400', async () => {
    const article = await createOk();
    for (const data of [svgImage(), htmlPage()]) {
      const res = await upload(
        t,
        `/api/v2/articles/ids/${article.publicId}/cover/upload`,
        [{ data, field: 'file', filename: 'cover.jpg', contentType: 'image/jpeg' }],
        { token: staffToken() },
      );
      expect(res.status).toBe(415);
    }
    const none = await upload(t, `/api/v2/articles/ids/${article.publicId}/cover/upload`, [], {
      token: staffToken(),
    });
    expect(none.status).toBe(400);
    expect((await getOne(article.publicId)).body.cover).toBeNull();
    expect(await coverFiles(article.publicId)).toEqual([]);
  });

  it('removes the cover and its files; deleting the article removes them too', async () => {
    const article = await createOk();
    await uploadCover(article.publicId);
    const cleared = await removeCover(article.publicId);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ cover: null, image_url: null });
    expect(await coverFiles(article.publicId)).toEqual([]);
    expect((await removeCover(article.publicId)).status).toBe(200);
    await uploadCover(article.publicId);
    expect((await remove(article.publicId)).status).toBe(204);
    expect(await coverFiles(article.publicId)).toEqual([]);
    expectError(await remove(article.publicId), 404, 'NOT_FOUND', 'Article not found');
    expect(ids(await blog())).not.toContain(article.publicId);
  });

  it('keeps the article when storage cannot remove its cover', async () => {
    const article = await createOk();
    await uploadCover(article.publicId);
    const storage = t.app.storage;
    const realRemove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      expectError(await remove(article.publicId), 503, 'UNAVAILABLE', 'Could not delete image');
    } finally {
      storage.remove = realRemove;
    }
    expect((await getOne(article.publicId)).status).toBe(200);
  });
});

describe('who may manage articles', () => {
  type Write = (id: string, token?: string) => Promise<TestResponse>;
  const writes: [string, Write][] = [
    ['update', (id, token) => update(id, draft({ title: 'Changed by someone' }), token)],
    ['cover upload', (id, token) => uploadCover(id, token)],
    ['cover delete', (id, token) => removeCover(id, token)],
    ['delete', (id, token) => remove(id, token)],
  ];
  const refused = { status: 403, message: 'Only moderators can manage articles' };

  it('create and the staff list: 401 anonymous, 403 for agents and customers', async () => {
    expect(outcome(await create(draft(), ''))).toMatchObject({ status: 401 });
    expect(outcome(await staffList('', ''))).toMatchObject({ status: 401 });
    for (const token of [who.agentA.token, who.customer.token]) {
      expect(outcome(await create(draft(), token))).toEqual(refused);
      expect(outcome(await staffList('', token))).toEqual(refused);
    }
    expect(outcome(await create(draft(), sandboxAdmin.token))).toEqual({
      status: 403,
      message: 'This session belongs to another site',
    });
  });

  it.each(writes)(
    '%s: 401 anonymous, 403 for agents and customers, 404 from another site',
    async (_, write) => {
      const article = await createOk();
      const id = article.publicId;
      expect(outcome(await write(id, ''))).toMatchObject({ status: 401 });
      for (const token of [who.agentA.token, who.agentB.token, who.customer.token]) {
        expect(outcome(await write(id, token))).toEqual(refused);
      }
      expect(outcome(await write('unknown'))).toEqual({
        status: 404,
        message: 'Article not found',
      });
      for (const [method, url] of [
        ['PUT', `/api/v2/articles/ids/${id}/update`],
        ['DELETE', `/api/v2/articles/ids/${id}/delete`],
        ['DELETE', `/api/v2/articles/ids/${id}/cover/delete`],
      ] as const) {
        const foreign = await t.request(method, url, {
          token: sandboxAdmin.token,
          tenant: 'sandbox',
          body: method === 'PUT' ? draft() : undefined,
        });
        expect(outcome(foreign)).toEqual({ status: 404, message: 'Article not found' });
      }
      const foreignUpload = await uploadCover(id, sandboxAdmin.token, 'sandbox');
      expect(outcome(foreignUpload)).toEqual({ status: 404, message: 'Article not found' });
      expect(outcome(await write(id, sandboxAdmin.token))).toEqual({
        status: 403,
        message: 'This session belongs to another site',
      });
      expect((await getOne(id)).body).toEqual(article);
      expect((await write(id, admin.token)).status).toBeLessThan(300);
    },
  );
});

describe('who may read the blog', () => {
  it('answers the public lists the same to every caller, whatever their session', async () => {
    const anonymous = await blog();
    const categoryList = await t.request('GET', '/api/v2/articles/categories');
    const tokens = [
      who.agentA.token,
      who.customer.token,
      who.moderator.token,
      admin.token,
      // The public lists ignore a session, even another site's.
      sandboxAdmin.token,
    ];
    for (const token of tokens) {
      const res = await t.request('GET', '/articles/get/all?size=50', { token });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual(ids(anonymous));
      const cats = await t.request('GET', '/api/v2/articles/categories', { token });
      expect(cats.body).toEqual(categoryList.body);
    }
  });

  it("answers one article to a signed-in caller of the site; another site's session is refused", async () => {
    const article = await createOk();
    for (const token of [who.agentA.token, who.agentB.token, who.customer.token, admin.token]) {
      expect((await getOne(article.slug, token)).body.publicId).toBe(article.publicId);
    }
    expect(outcome(await getOne(article.slug, sandboxAdmin.token))).toEqual({
      status: 403,
      message: 'This session belongs to another site',
    });
  });
});

describe('hostile text', () => {
  it('never answers 500 to a NUL character or an over-long id', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/articles/ids/a%00b/get'],
      ['GET', '/articles/get/all?category=a%00b'],
      ['PUT', '/api/v2/articles/ids/a%00b/update', draft()],
      ['DELETE', `/api/v2/articles/ids/${'a'.repeat(81)}/delete`],
      ['POST', '/api/v2/articles/create', draft({ title: 'a\u0000bcd' })],
      ['POST', '/api/v2/articles/create', draft({ body: 'text \u0000 more' })],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { token: staffToken(), body });
      expect.soft(res.status, `${method} ${url}`).toBe(400);
    }
  });

  it('stores Markdown with HTML as written: rendering is the page’s job', async () => {
    const body = '# Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))';
    const article = await createOk(draft({ body }));
    expect((await getOne(article.publicId)).body.body).toBe(body);
  });
});
