import type { Tenant } from '../../infra/tenant';
import type { NoticeInput } from '../notices';
import type { PropertyView } from '../properties';

/** Where the notices' links point: the public site and dashboard under PUBLIC_URL. */
export interface ModerationLinks {
  publicUrl: string;
}

export interface ListingAgent {
  email: string;
  firstName: string;
  lastName: string;
}

const greeting = (agent: ListingAgent) => `Hello ${agent.firstName}`.trim() + ',';

/** 'listing.approved': the agent learns the listing is live, with its public link. */
export function listingApprovedNotice(
  links: ModerationLinks,
  tenant: Tenant,
  listing: PropertyView,
  agent: ListingAgent,
): NoticeInput {
  const url = `${links.publicUrl}/${tenant.slug}/listings/${listing.publicId}`;
  return {
    event: 'listing.approved',
    email: {
      to: agent.email,
      subject: `Your listing is live: ${listing.title}`,
      text: [
        greeting(agent),
        '',
        `${tenant.name} approved your listing "${listing.title}" (${listing.code}).`,
        'It is now on the public site:',
        url,
      ].join('\n'),
    },
    data: {
      listing: { publicId: listing.publicId, code: listing.code, title: listing.title },
      url,
    },
  };
}

/** 'listing.rejected': the agent learns why the listing was sent back and where to fix it. */
export function listingRejectedNotice(
  links: ModerationLinks,
  tenant: Tenant,
  listing: PropertyView,
  agent: ListingAgent,
  reason: string,
): NoticeInput {
  const url = `${links.publicUrl}/${tenant.slug}/dashboard/property/draft/${listing.publicId}`;
  return {
    event: 'listing.rejected',
    email: {
      to: agent.email,
      subject: `Your listing was sent back: ${listing.title}`,
      text: [
        greeting(agent),
        '',
        `${tenant.name} sent your listing "${listing.title}" (${listing.code}) back:`,
        '',
        reason,
        '',
        "Fix it in the editor, then press 'Send for review': a moderator checks it again.",
        url,
      ].join('\n'),
    },
    data: {
      listing: { publicId: listing.publicId, code: listing.code, title: listing.title },
      reason,
      url,
    },
  };
}
