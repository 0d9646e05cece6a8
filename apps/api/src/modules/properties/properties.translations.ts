import {
  AppError,
  LANGUAGE_MESSAGES,
  TRANSLATION_MESSAGES,
  type LanguageCode,
  type ListingTranslationFields,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import { featureFor, locationFor } from '../../lib/reference-words';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { diffFields, recordAudit } from '../audit';
import { canChangeListing, canReadAsAgentOrStaff, isOwnRead } from './properties.access';
import type { PropertiesContext } from './properties.context';
import * as repo from './properties.repository';
import type { PropertyView } from './properties.schemas';
import * as texts from './properties.translations.repository';

/** A listing's text in one language, as the API shows it. */
export interface TranslationView {
  language: string;
  title: string;
  description: string;
  metaTags: string;
  updatedAt: string;
}

const TEXT_FIELDS = ['title', 'description', 'metaTags'] as const;

const viewOf = (row: texts.TranslationRow): TranslationView => ({
  language: row.language,
  title: row.title,
  description: row.description,
  metaTags: row.keywords,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A translation's fields as the audit log and moderation's changes name them: `title (fr)`,
 * `description (fr)`, `metaTags (fr)`. A missing translation has none of them.
 */
export function translatedFields(
  translations: readonly Pick<TranslationView, 'language' | 'title' | 'description' | 'metaTags'>[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const t of translations) {
    for (const f of TEXT_FIELDS) fields[`${f} (${t.language})`] = t[f];
  }
  return fields;
}

const fieldNames = (language: string) => TEXT_FIELDS.map((f) => `${f} (${language})`);

function assertTranslatable(tenant: Tenant, listing: repo.PropertyRow, language: LanguageCode) {
  if (!tenant.languages.includes(language)) {
    throw new AppError('VALIDATION_FAILED', LANGUAGE_MESSAGES.notOffered, [
      { path: 'language', message: LANGUAGE_MESSAGES.notOffered },
    ]);
  }
  if (listing.originalLanguage === language) {
    throw new AppError('VALIDATION_FAILED', TRANSLATION_MESSAGES.original, [
      { path: 'language', message: TRANSLATION_MESSAGES.original },
    ]);
  }
}

export async function listTranslations(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const listing = authorize(
    actor,
    canReadAsAgentOrStaff,
    await repo.findPropertyRow(ctx.db, tenant.id, publicId),
  );
  const rows = await texts.findTranslations(ctx.db, tenant.id, listing.id);
  return { originalLanguage: listing.originalLanguage, translations: rows.map(viewOf) };
}

/**
 * A write to a listing's text in one language, under the listing's lock: the audit entry sees
 * what it replaced, and two writes at once end with the later one's text. A change on an
 * approved listing sends it back to review, as a change to its own title or description does.
 */
async function writeText(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  listing: repo.PropertyRow,
  language: LanguageCode,
  write: (tx: ModuleContext) => Promise<texts.TranslationRow | null>,
  sendsToReview: boolean,
) {
  const outcome = await inTransaction(ctx, async (tx) => {
    await repo.lockProperty(tx.db, tenant.id, listing.id);
    const current = await repo.findPropertyRowById(tx.db, tenant.id, listing.id);
    if (!current) throw new AppError('NOT_FOUND', 'Property not found');
    const before = await texts.findTranslation(tx.db, tenant.id, listing.id, language);
    const after = await write(tx);
    const changes = diffFields(
      translatedFields(before ? [viewOf(before)] : []),
      translatedFields(after ? [viewOf(after)] : []),
      fieldNames(language),
    );
    if (!changes) return { before, after, changed: false };
    if (sendsToReview && current.published === 'APPROVED') {
      await repo.updateProperty(tx.db, tenant.id, listing.id, {
        published: 'REVIEW',
        readyForReviewAt: new Date(),
      });
      changes.published = { before: 'APPROVED', after: 'REVIEW' };
    }
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'property',
      entityId: listing.publicId,
      propertyId: listing.publicId,
      action: 'update',
      changes,
    });
    return { before, after, changed: true };
  });
  if (outcome.changed) await ctx.changed(tenant.id);
  return outcome;
}

export async function putTranslation(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
  input: ListingTranslationFields,
): Promise<TranslationView> {
  const listing = authorize(
    actor,
    canChangeListing,
    await repo.findPropertyRow(ctx.db, tenant.id, publicId),
  );
  assertTranslatable(tenant, listing, language);
  const { after } = await writeText(
    ctx,
    actor,
    tenant,
    listing,
    language,
    (tx) =>
      texts.upsertTranslation(tx.db, {
        tenantId: tenant.id,
        propertyId: listing.id,
        language,
        title: input.title,
        description: input.description ?? '',
        keywords: input.metaTags ?? '',
      }),
    true,
  );
  return viewOf(after!);
}

/**
 * Removes a listing's text in one language (also one the site no longer offers). Removing text
 * adds nothing a moderator must check: an approved listing stays live, and the removal shows
 * among the changes since its approval.
 */
export async function deleteTranslation(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
) {
  const listing = authorize(
    actor,
    canChangeListing,
    await repo.findPropertyRow(ctx.db, tenant.id, publicId),
  );
  const { before } = await writeText(
    ctx,
    actor,
    tenant,
    listing,
    language,
    async (tx) => {
      await texts.deleteTranslation(tx.db, tenant.id, listing.id, language);
      return null;
    },
    false,
  );
  if (!before) throw new AppError('NOT_FOUND', TRANSLATION_MESSAGES.notFound);
}

/** A listing's translations by internal id, for moderation's changes; no access check. */
export async function listingTranslations(
  ctx: ModuleContext,
  tenant: Tenant,
  listingId: number,
): Promise<TranslationView[]> {
  return (await texts.findTranslations(ctx.db, tenant.id, listingId)).map(viewOf);
}

/**
 * The language a reader asked for: `lang` when given (one the site offers, 400 otherwise),
 * else the negotiated Accept-Language (`negotiated`, from requestLanguage).
 */
export interface Reading {
  language: LanguageCode;
  /** True when the reader named the language (`lang`): its agent gets it too. */
  asked: boolean;
}

export function readingOf(
  tenant: Tenant,
  lang: LanguageCode | undefined,
  negotiated: LanguageCode,
): Reading {
  if (lang === undefined) return { language: negotiated, asked: false };
  if (!tenant.languages.includes(lang)) {
    throw new AppError('VALIDATION_FAILED', LANGUAGE_MESSAGES.notOffered, [
      { path: 'lang', message: LANGUAGE_MESSAGES.notOffered },
    ]);
  }
  return { language: lang, asked: true };
}

/**
 * Listings in the reader's language: their features' labels and catalogue descriptions, their
 * country's name (cities and suburbs stay as written), and the text (see textsIn).
 */
export async function inReadersLanguage(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  reading: Reading,
  views: PropertyView[],
): Promise<PropertyView[]> {
  const texts = await textsIn(ctx, actor, tenant, reading, views);
  return texts.map((v) => ({
    ...v,
    features: v.features.map((f) => featureFor(f, reading.language)),
    location: locationFor(v.location, reading.language),
  }));
}

/**
 * Listings in the reader's language: title, description and keywords from the translation
 * when there is one, else the original (each says its `language`). Those who may edit or
 * moderate a listing get its original text unless they name a language (`lang`): the editor
 * edits what the listing says, never a translation in its place.
 */
async function textsIn(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  reading: Reading,
  views: PropertyView[],
): Promise<PropertyView[]> {
  const wanted = views.filter((v) => v.originalLanguage !== reading.language);
  if (!wanted.length) return views;
  const found = await texts.findTextsIn(
    ctx.db,
    tenant.id,
    wanted.map((v) => v.publicId),
    reading.language,
  );
  const byId = new Map(
    found.filter((t) => reading.asked || !isOwnRead(actor, t)).map((t) => [t.publicId, t]),
  );
  if (!byId.size) return views;
  return views.map((v) => {
    const t = byId.get(v.publicId);
    if (!t || v.originalLanguage === reading.language) return v;
    return {
      ...v,
      title: t.title,
      description: t.description,
      metaTags: t.keywords,
      language: reading.language,
    };
  });
}

/**
 * What a list's Content-Language says: the languages its listings are written in, the reader's
 * first; the reader's language for an empty list.
 */
export function contentLanguageOf(reading: Reading, views: readonly PropertyView[]): string {
  const languages = new Set<string>([reading.language]);
  for (const v of views) languages.add(v.language);
  if (views.length && !views.some((v) => v.language === reading.language)) {
    languages.delete(reading.language);
  }
  return [...languages].join(', ');
}
