import { expect, test } from '@playwright/test';
import { callApi, signIn, url } from './support/app';
import { createAgentAccount, createListing, moderate } from './support/listings';

test.describe('public agent page listings', () => {
  test('shows the agent’s approved listings to visitors and to the agent, never those under review', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const live = await createListing(agent, 'House');
    const pending = await createListing(agent, 'Cottage');
    await moderate(live.publicId, 'approve');
    const listed = await callApi<{ title: string }>('GET', `/properties/ids/${live.publicId}/get`, {
      tenant: 'demo',
    });

    await page.goto(url(`/demo/agents/${agent.agentId}`));
    const listings = page.getByRole('article');
    await expect.poll(() => listings.count()).toBe(1);
    await expect.poll(() => listings.first().getAttribute('aria-label')).toBe(listed.title);
    expect(await page.getByText('Sale', { exact: true }).count()).toBe(1);

    // The agent's own session gets every listing back from the API; the page still shows the live ones.
    await signIn(page, 'demo', agent, '/demo/dashboard');
    await page.goto(url(`/demo/agents/${agent.agentId}`));
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article', { name: pending.name }).count()).toBe(0);
  });
});
