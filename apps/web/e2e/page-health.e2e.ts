import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiSignIn, callApi, DEMO, startSignedIn, tokenClaims, url } from './support/app';
import { createAgentAccount, createListing, moderate, uploadPhotos } from './support/listings';

/**
 * Every page of the public site and the dashboard, as the role that uses it: no content security
 * policy violation, no uncaught error and no console error. Only the pages that exist to say
 * something is missing may log the 404 that got them there.
 */

interface Visit {
  path: string;
  /** The page answers a missing thing: the browser logs the API's 4xx for it. */
  reportsMissing?: boolean;
}

/** A transparent 1x1 PNG, so map tiles load without the network. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org|\{s\}/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { page, problems };
}

async function visitAll(context: BrowserContext, visits: Visit[]): Promise<void> {
  const { page, problems } = await watchedPage(context);
  for (const visit of visits) {
    problems.length = 0;
    await page.goto(url(visit.path));
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    const unexpected = problems.filter(
      (p) =>
        !(
          visit.reportsMissing &&
          /Failed to load resource: the server responded with a status of 40[34]/.test(p)
        ),
    );
    expect([...csp.map((c) => `CSP: ${c}`), ...unexpected], visit.path).toEqual([]);
  }
  await page.close();
}

test.describe('no CSP violation and no console error', () => {
  let agent: Awaited<ReturnType<typeof createAgentAccount>>;
  let live: { publicId: string };
  let inReview: { publicId: string };
  let article: { publicId: string; slug: string };

  test.beforeAll(async () => {
    agent = await createAgentAccount();
    live = await createListing(agent);
    await uploadPhotos(live.publicId, agent.token, 'GENERAL', [30, 90]);
    await moderate(live.publicId, 'approve');
    inReview = await createListing(agent);
    const articles = await callApi<{ content: { publicId: string; slug: string }[] }>(
      'GET',
      '/articles/get/all?size=1',
      { tenant: 'demo' },
    );
    article = articles.content[0]!;
  });

  test('on the public pages', async ({ context }) => {
    const { token } = await apiSignIn('demo', DEMO.agent);
    const demoAgent = String(tokenClaims(token).agentId);
    await visitAll(context, [
      { path: '/' },
      { path: '/demo' },
      { path: '/demo?q=3%20bedroom%20house%20to%20rent' },
      { path: `/demo/listings/${live.publicId}` },
      { path: `/demo/listings/${inReview.publicId}`, reportsMissing: true },
      { path: `/demo/agents/${demoAgent}` },
      { path: `/demo/agents/${agent.agentId}` },
      { path: '/demo/articles' },
      { path: `/demo/articles/${article.slug}` },
      { path: '/demo/user/login' },
      { path: '/demo/user/register' },
      { path: '/demo/user/register/agent' },
      { path: '/demo/user/forgot-password' },
      { path: '/demo/user/reset-password?token=sample' },
      { path: '/nowhere-site', reportsMissing: true },
    ]);
  });

  test("on the agent's dashboard", async ({ context }) => {
    // 27 pages, each until the network is idle: on a busy machine more than the usual 90 s.
    test.setTimeout(180_000);
    await startSignedIn(context, agent);
    const id = live.publicId;
    await visitAll(context, [
      { path: '/demo/dashboard' },
      { path: '/demo/dashboard/profile' },
      { path: '/demo/dashboard/property/list' },
      { path: '/demo/dashboard/property/draft/new' },
      ...['details', 'location', 'price', 'features', 'others', 'images', 'amenities', 'SEO'].map(
        (tab) => ({ path: `/demo/dashboard/property/draft/${id}?tab=${tab}` }),
      ),
      { path: `/demo/dashboard/property/draft/${id}?tab=preview` },
      ...['Details', 'Images', 'Location', 'Units', 'Viewings', 'History', 'Performance'].map(
        (tab) => ({
          path: `/demo/dashboard/property/details/${id}?tab=${tab}`,
        }),
      ),
      { path: '/demo/dashboard/property/images' },
      { path: `/demo/dashboard/property/images/${id}` },
      { path: '/demo/dashboard/events' },
      { path: '/demo/dashboard/events?tab=past' },
      { path: '/demo/dashboard/leads' },
      { path: '/demo/dashboard/moderation/listings' },
      { path: '/demo/dashboard/no-such-page' },
    ]);
  });

  test("on the customer's dashboard", async ({ context }) => {
    await startSignedIn(context, DEMO.customer);
    await visitAll(context, [
      { path: '/demo/dashboard' },
      { path: '/demo/dashboard/profile' },
      { path: '/demo/dashboard/leads' },
      { path: '/demo/dashboard/property/list' },
    ]);
  });

  test("on the staff's dashboard", async ({ context }) => {
    await startSignedIn(context, DEMO.moderator);
    await visitAll(context, [
      { path: '/demo/dashboard' },
      { path: '/demo/dashboard/profile' },
      { path: '/demo/dashboard/moderation/listings' },
      { path: '/demo/dashboard/moderation/listings?state=ALL' },
      { path: `/demo/dashboard/moderation/listings/${inReview.publicId}` },
      { path: '/demo/dashboard/moderation/agents' },
      { path: '/demo/dashboard/moderation/audit' },
      { path: '/demo/dashboard/moderation/content/banners' },
      { path: '/demo/dashboard/moderation/content/articles' },
      { path: '/demo/dashboard/moderation/content/articles/new' },
      { path: `/demo/dashboard/moderation/content/articles/${article.publicId}` },
    ]);
  });

  test("on the admin's site page", async ({ context }) => {
    await startSignedIn(context, DEMO.admin);
    await visitAll(context, [
      { path: '/demo/dashboard' },
      { path: '/demo/dashboard/moderation/site' },
    ]);
  });
});
