import { and, asc, eq, or } from 'drizzle-orm';
import type { DataSubject, PersonalDataProvider } from '../../infra/personal-data';
import { listingImports } from './listing-imports.tables';

const ofSubject = (subject: DataSubject) =>
  and(
    eq(listingImports.tenantId, subject.tenantId),
    or(
      eq(listingImports.agentUserId, subject.userId),
      eq(listingImports.startedBy, subject.userId),
    ),
  );

/**
 * CSV imports for the agent or started by the person. At erasure an agent's go to the heir
 * with the listings, or are deleted with their rows (the listings they made stay); the person
 * is no longer named as who started one.
 */
export const listingImportsPersonalData: PersonalDataProvider = {
  name: 'listingImports',
  async export(db, subject) {
    const rows = await db
      .select({
        publicId: listingImports.publicId,
        fileName: listingImports.fileName,
        status: listingImports.status,
        createdAt: listingImports.createdAt,
        fileKey: listingImports.fileKey,
      })
      .from(listingImports)
      .where(ofSubject(subject))
      .orderBy(asc(listingImports.createdAt));
    return {
      data: rows.map(({ fileKey: _key, ...run }) => run),
      files: rows.flatMap((r) =>
        r.fileKey ? [{ key: r.fileKey, path: `imports/${r.publicId}-${r.fileName}` }] : [],
      ),
    };
  },
  async erase(db, subject, plan) {
    const own = and(
      eq(listingImports.tenantId, subject.tenantId),
      eq(listingImports.agentUserId, subject.userId),
    );
    let files: { key: string }[] = [];
    if (plan.heirUserId === null) {
      const gone = await db
        .delete(listingImports)
        .where(own)
        .returning({ key: listingImports.fileKey });
      files = gone.flatMap((r) => (r.key ? [{ key: r.key }] : []));
    } else {
      await db.update(listingImports).set({ agentUserId: plan.heirUserId }).where(own);
    }
    await db
      .update(listingImports)
      .set({ startedBy: null })
      .where(
        and(
          eq(listingImports.tenantId, subject.tenantId),
          eq(listingImports.startedBy, subject.userId),
        ),
      );
    return { files };
  },
};
