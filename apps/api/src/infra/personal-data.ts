import type { Database } from './db';

/** The person whose data is exported or erased: their account, as it was before erasure. */
export interface DataSubject {
  tenantId: number;
  userId: number;
  publicId: string;
  email: string;
  /** Their names and numbers as written on the account: what must not remain after erasure. */
  details: string[];
  /** What stands for them where a row must stay (the audit log): stable, not reversible. */
  pseudonym: string;
}

/** A stored file: by its storage key, or by the address the storage gave out for it. */
export type FileRef = { key: string } | { url: string };

/** A file of the person's in the export, and where it goes in the archive. */
export type PersonalFile = FileRef & { path: string };

/** One module's part of an export: a JSON section and the files it names. */
interface PersonalDataPart {
  data: unknown;
  files?: PersonalFile[];
}

/** What happens to an agent's listings (and what hangs on them) when the agent is erased. */
export interface ErasurePlan {
  /** Another agent of the site who takes the listings over; null: they are archived. */
  heirUserId: number | null;
}

/** What an erasure leaves to do once committed: the storage keys of files no row names now. */
interface ErasureResult {
  files?: FileRef[];
}

/**
 * A module that holds personal data contributes its part to an export and erases it: each reads
 * and writes only its own tables, with `db` (the transaction of the whole export or erasure).
 * The privacy module calls every provider (modules/index.ts lists them) and nothing else.
 */
export interface PersonalDataProvider {
  /** The section's name in the export's JSON. */
  name: string;
  export(db: Database, subject: DataSubject): Promise<PersonalDataPart>;
  erase(db: Database, subject: DataSubject, plan: ErasurePlan): Promise<ErasureResult | void>;
}

/** What replaces a person's details found in free text (a message, a changed field). */
export const REMOVED_DETAIL = '***';

/**
 * A PostgreSQL regular expression matching any of the person's details as whole words (case
 * aside), for `regexp_replace(..., 'gi')`; null when none is long enough to tell apart (a detail
 * under three characters would match inside ordinary words).
 */
export function detailsPattern(details: string[]): string | null {
  const words = [...new Set(details.map((d) => d.trim()).filter((d) => d.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length ? `\\m(${words.join('|')})\\M` : null;
}
