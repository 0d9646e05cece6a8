import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { languageAddress, type AreaType, type LanguageCode } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { PdfPrinter } from '../../infra/pdf-printer';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { apiText } from '../../locales';
import { getAgent } from '../agents';
import {
  findVisibleListingView,
  inReadersLanguage,
  type PropertiesContext,
  type PropertyView,
} from '../properties';
import { findType } from '../property-types';
import { coverImage, galleryOrder, listingPage, placeWords, priceWords } from '../seo';
import { brochureHtml, type BrochureContent } from './brochure.html';

export interface BrochuresContext extends ModuleContext {
  properties: PropertiesContext;
  storage: Storage;
  printer: PdfPrinter;
  publicUrl: string;
}

export interface Brochure {
  pdf: Buffer;
  /** For Content-Disposition: the listing's reference, in letters a file name keeps. */
  fileName: string;
}

/** Photos besides the cover: one row under it. */
const MORE_PHOTOS = 3;

const CATEGORY_WORDS = {
  SALE: 'For sale',
  RENT: 'To rent',
  QUICK_RENT: 'Short stay',
} as const;
const AREA_WORDS: Record<AreaType, '{area} ha' | '{area} sq ft' | '{area} m²' | '{area} acres'> = {
  HECTARE: '{area} ha',
  SQUARE_FEET: '{area} sq ft',
  SQUARE_METRES: '{area} m²',
  ACRES: '{area} acres',
};

/**
 * Printed brochures by what they show (a digest of the content, its photos by address: stored
 * files never change under a name): a second click, another tab or another reader of the same
 * listing gets the same PDF without reading its photos or printing it again.
 */
const printed = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});
const printing = new Map<string, Promise<Buffer>>();

async function inlineFile(storage: Storage, url: string | undefined | null) {
  const key = url ? storage.keyFromUrl(url) : undefined;
  const bytes = key ? await storage.read(key) : undefined;
  if (!bytes) return undefined;
  const type = key!.endsWith('.png')
    ? 'image/png'
    : key!.endsWith('.jpg')
      ? 'image/jpeg'
      : 'image/webp';
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** The cover's full copy, then a row of other photos' card copies, as stored addresses. */
function photoUrls(view: PropertyView): string[] {
  const cover = coverImage(view);
  const others = galleryOrder(view)
    .filter((image) => image !== cover)
    .slice(0, MORE_PHOTOS);
  return [
    ...(cover ? [cover.variants.full ?? cover.fileDownloadUri] : []),
    ...others.map((image) => image.variants.card ?? image.fileDownloadUri),
  ];
}

/** The content with its photos and logo inside it, for a printer that fetches nothing. */
async function inlined(storage: Storage, content: BrochureContent): Promise<BrochureContent> {
  const [logo, ...photos] = await Promise.all(
    [content.agency.logo, ...content.photos].map((url) => inlineFile(storage, url)),
  );
  return {
    ...content,
    photos: photos.filter((file): file is string => !!file),
    agency: { ...content.agency, logo },
  };
}

function factsOf(view: PropertyView, typeName: string | undefined, language: LanguageCode) {
  const facts: [string, string][] = [];
  if (typeName) facts.push([apiText(language, 'Type'), typeName]);
  if (view.area !== null) {
    const area = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(view.area);
    facts.push([apiText(language, 'Area'), apiText(language, AREA_WORDS[view.areaType], { area })]);
  }
  if (view.built)
    facts.push([apiText(language, 'Built'), String(new Date(view.built).getUTCFullYear())]);
  facts.push([apiText(language, 'Reference'), view.code]);
  return facts;
}

/**
 * A listing's brochure, an A4 PDF: title, price, place, photos, facts, description, features and
 * the agency's contacts, in the reader's language. For whoever may see the listing (the public a
 * live one; its agent and the site's staff one in review or archived), without counting a view.
 */
export async function listingBrochure(
  ctx: BrochuresContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
): Promise<Brochure> {
  const found = await findVisibleListingView(ctx.properties, actor, tenant, publicId);
  const [view] = await inReadersLanguage(ctx, actor, tenant, { language, asked: true }, [found]);
  const listing = view!;
  const [agency, type] = await Promise.all([
    getAgent(ctx, null, tenant, listing.agent.publicId),
    listing.typeId ? findType(ctx, tenant, listing.typeId).catch(() => undefined) : undefined,
  ]);
  const live = listing.published === 'APPROVED' && !listing.archived;
  const words = (message: Parameters<typeof apiText>[1]) => apiText(language, message);
  const content: BrochureContent = {
    language,
    title: listing.title,
    price: priceWords(listing, language),
    place: [words(CATEGORY_WORDS[listing.category]), placeWords(listing, language)]
      .filter(Boolean)
      .join(' · '),
    facts: factsOf(listing, type?.name, language),
    description: listing.description,
    features: listing.features.map((f) =>
      f.quantity > 1 ? `${f.quantity} × ${f.label}` : f.label,
    ),
    photos: photoUrls(listing),
    agency: {
      name: agency.name,
      lines: [
        ...(agency.telephone
          ? ([[words('Telephone'), agency.telephone]] as [string, string][])
          : []),
        ...(agency.whatsapp ? ([[words('WhatsApp'), agency.whatsapp]] as [string, string][]) : []),
      ],
      logo: agency.image_url ?? undefined,
    },
    site: tenant.name,
    // A listing not yet live has no public page to send a reader to.
    address: live
      ? ctx.publicUrl +
        languageAddress(
          tenant.slug,
          tenant.languages.length > 1 ? language : null,
          listingPage(listing.publicId),
        )
      : '',
    headings: {
      facts: words('Key facts'),
      description: words('Description'),
      features: words('Features'),
      contact: words('Contact'),
      online: live ? words('See it online:') : '',
    },
  };
  const key = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  let pdf = printed.get(key);
  if (!pdf) {
    let job = printing.get(key);
    if (!job) {
      job = inlined(ctx.storage, content)
        .then((full) => ctx.printer.print(brochureHtml(full)))
        .finally(() => printing.delete(key));
      printing.set(key, job);
    }
    pdf = await job;
    printed.set(key, pdf);
  }
  return { pdf, fileName: `brochure-${listing.code.replace(/[^\w-]+/g, '-')}.pdf` };
}
