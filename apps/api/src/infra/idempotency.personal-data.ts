import { and, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from './personal-data';
import { idempotencyKeys } from './idempotency.tables';

const callerOf = (publicId: string) => `user:${publicId}`;

/**
 * The answers kept for a day under a person's Idempotency-Keys copy what they created (a
 * listing, a question): the export names the keys, and erasure removes them with the rest.
 */
export const idempotencyPersonalData: PersonalDataProvider = {
  name: 'repeatedRequests',
  async export(db, subject) {
    const keys = await db
      .select({ key: idempotencyKeys.key, createdAt: idempotencyKeys.createdAt })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, subject.tenantId),
          eq(idempotencyKeys.caller, callerOf(subject.publicId)),
        ),
      )
      .orderBy(idempotencyKeys.createdAt);
    return { data: { keys } };
  },
  async erase(db, subject) {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, subject.tenantId),
          eq(idempotencyKeys.caller, callerOf(subject.publicId)),
        ),
      );
  },
};
