import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { resoSourceAgents, resoSourceListings, resoSources } from './reso-sources.tables';

/**
 * RESO sources an admin created, and the remote agents and listings a source maps to an agent.
 * At erasure the creator is no longer named; an agent's mappings go to the heir, or the remote
 * agents are unmapped (their next listings wait for a new agent) while the listings already
 * brought in stay with the archived listings.
 */
export const resoSourcesPersonalData: PersonalDataProvider = {
  name: 'resoSources',
  async export(db, subject) {
    const created = await db
      .select({ name: resoSources.name, createdAt: resoSources.createdAt })
      .from(resoSources)
      .where(
        and(eq(resoSources.tenantId, subject.tenantId), eq(resoSources.createdBy, subject.userId)),
      )
      .orderBy(asc(resoSources.createdAt));
    const remoteAgents = await db
      .select({ kind: resoSourceAgents.remoteKind, key: resoSourceAgents.remoteKey })
      .from(resoSourceAgents)
      .where(
        and(
          eq(resoSourceAgents.tenantId, subject.tenantId),
          eq(resoSourceAgents.agentUserId, subject.userId),
        ),
      );
    return { data: { created, remoteAgents } };
  },
  async erase(db, subject, plan) {
    await db
      .update(resoSources)
      .set({ createdBy: null })
      .where(
        and(eq(resoSources.tenantId, subject.tenantId), eq(resoSources.createdBy, subject.userId)),
      );
    const agentIs = (
      column: typeof resoSourceAgents.agentUserId | typeof resoSourceListings.agentUserId,
    ) => eq(column, subject.userId);
    if (plan.heirUserId === null) {
      await db.delete(resoSourceAgents).where(agentIs(resoSourceAgents.agentUserId));
      return;
    }
    await db
      .update(resoSourceAgents)
      .set({ agentUserId: plan.heirUserId })
      .where(agentIs(resoSourceAgents.agentUserId));
    await db
      .update(resoSourceListings)
      .set({ agentUserId: plan.heirUserId })
      .where(agentIs(resoSourceListings.agentUserId));
  },
};
