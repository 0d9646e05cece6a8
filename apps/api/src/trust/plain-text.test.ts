import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGES } from '@propdesk/shared';
import { createAgent, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../test/helper';
import { approve, createListing, refs, validListing } from '../test/listings';

/**
 * Control and direction characters in free text, over several modules: single-line fields
 * (titles, names) lose the invisible ones and refuse controls, multi-line ones keep their line
 * breaks only, and everything stored is NFC (packages/shared/src/rules/plain-text.ts).
 */
const REVERSED = 'Cheap \u202Egnp.exe\u202C flat';

let t: TestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;
let place: { type: string; suburb: string };
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createAgent(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  moderator = (await t.login(DEMO_ACCOUNTS.moderator.email, DEMO_ACCOUNTS.moderator.password))
    .token;
});
afterAll(() => t?.close());

const create = (overrides: Record<string, unknown>) =>
  t.request(
    'POST',
    `/agents/${agent.publicId}/types/ids/${place.type}/suburbs/ids/${place.suburb}/properties/create`,
    { token: agent.token, body: validListing(overrides) },
  );

describe('listings', () => {
  it('store a title without its direction override and zero-width characters, in NFC', async () => {
    const res = await create({
      title: REVERSED,
      name: '\uFEFFGarden\u200B cottage\u0301',
    });
    expect(res.status).toBe(201);
    const stored = await t.request('GET', `/properties/ids/${res.body.publicId}/get`, {
      token: agent.token,
    });
    expect(stored.body.title).toBe('Cheap gnp.exe flat');
    expect(stored.body.name).toBe('Garden cottag\u00E9');
  });

  it('refuse a title with a line break, a bell or an escape, and say which field', async () => {
    for (const title of ['Garden\r\nBcc: x@example.com', 'Garden \u0007', 'Garden \u001B[31m']) {
      const res = await create({ title });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({
        path: 'title',
        message: PLAIN_TEXT_MESSAGES.singleLine,
      });
    }
  });

  it('keep the line breaks of a description, and refuse its other controls', async () => {
    const kept = await create({
      description: 'Quiet cottage.\r\nLarge garden,\n\tclose to shops.',
    });
    expect(kept.status).toBe(201);
    expect(kept.body.description).toBe('Quiet cottage.\r\nLarge garden,\n\tclose to shops.');
    const refused = await create({ description: 'Quiet cottage with a garden \u001B[2J' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContainEqual({
      path: 'description',
      message: PLAIN_TEXT_MESSAGES.control,
    });
  });
});

describe('leads', () => {
  it("store the sender's name without direction characters, and the message's lines", async () => {
    const listing = await createListing(t, agent, place);
    await approve(t, moderator, listing.publicId);
    const res = await t.request('POST', '/inquiries/create', {
      ip: '10.61.0.1',
      body: {
        propertyId: listing.publicId,
        name: '\u202EeeL nnA',
        email: 'ann.lee@example.com',
        message: 'Is it still free?\nMornings suit me.\u200B',
      },
    });
    expect(res.status).toBe(201);
    const lead = await t.request('GET', `/api/v2/leads/ids/${res.body.publicId}/get`, {
      token: agent.token,
    });
    expect(lead.body).toMatchObject({
      name: 'eeL nnA',
      message: 'Is it still free?\nMornings suit me.',
    });
  });
});

describe('agencies and events', () => {
  it("refuse a line break in an agency's name, and clean its description", async () => {
    const url = `/api/v2/agents/ids/${agent.publicId}`;
    const refused = await t.request('PUT', url, {
      token: agent.token,
      body: { name: 'Sunrise\nRealty' },
    });
    expect(refused.status).toBe(400);
    const saved = await t.request('PUT', url, {
      token: agent.token,
      body: { name: 'Sunrise \u2066Realty\u2069', description: 'Homes.\n\u202DSince 2009.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Sunrise Realty',
      description: 'Homes.\nSince 2009.',
    });
  });

  it("store an event's name without its override", async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const res = await t.request('POST', '/api/v2/events/create', {
      token: agent.token,
      body: {
        name: REVERSED,
        location: '12 King George Road\u200B',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Cheap gnp.exe flat',
      location: '12 King George Road',
    });
  });
});
