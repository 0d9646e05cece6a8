import { apiSignIn, callApi, DEMO, tokenClaims, uniqueEmail } from './app';
import { createAgentAccount, createListing, moderate } from './listings';

export interface CreatedLead {
  publicId: string;
  title: string;
  name: string;
  email: string;
  status: string;
}

/** A new agency with one approved listing, so its leads are its own. */
export async function agentWithLiveListing() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await moderate(listing.publicId, 'approve');
  return { agent, listing };
}

/** An anonymous question about a listing, as the public listing page sends it. */
export function sendInquiry(propertyId: string, name = 'Rudo Moyo') {
  return callApi<CreatedLead>('POST', '/inquiries/create', {
    tenant: 'demo',
    body: {
      propertyId,
      name,
      email: uniqueEmail('buyer'),
      phone: '+263 77 123 4567',
      message: 'Is the house still available? We would like to move in March.',
    },
  });
}

/** A time `days` from now at 09:00 UTC, as the viewing form sends it. */
export function inDays(days: number, hourUtc = 9): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at.toISOString();
}

/** The demo customer asks to view the listing at two times. */
export async function demoCustomerRequestsViewing(propertyId: string) {
  const { token } = await apiSignIn('demo', DEMO.customer);
  const customerId = String(tokenClaims(token).customerId);
  return callApi<CreatedLead & { preferredTimes: string[] }>(
    'POST',
    `/properties/ids/${propertyId}/customers/ids/${customerId}/tours/create`,
    {
      tenant: 'demo',
      token,
      body: {
        times: [inDays(3), inDays(4, 13)],
        message: 'Could we come on a weekday morning?',
      },
    },
  );
}
