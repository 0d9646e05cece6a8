import { z } from 'zod';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  customerTourBody,
  inquiryBody,
  leadReplyBody,
  pageSchema,
  publicIdSchema,
  tourBody,
  viewingDecisionBody,
  type LeadKind,
  type LeadStatus,
} from '@propdesk/shared';
import { EXAMPLE_IDS } from '../../lib/openapi';

/** The page size of the leads lists, and the largest one a request may ask for. */
const LEADS_PAGE_SIZE = 20;
const MAX_LEADS_PAGE_SIZE = 50;

/** A comma-separated list of allowed values: `?kind=INQUIRY` or `?status=REQUESTED,CONFIRMED`. */
const listOf = <T extends string>(name: string, allowed: readonly T[]) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const asked = value.split(',').map((s) => s.trim());
      const unknown = asked.find((s) => !(allowed as readonly string[]).includes(s));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown ${name} '${unknown}': use ${allowed.join(', ')}, separated by commas`,
        });
        return z.NEVER;
      }
      return [...new Set(asked)] as T[];
    });

const pagingFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('From 1'),
  elementPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_LEADS_PAGE_SIZE)
    .default(LEADS_PAGE_SIZE)
    .describe(`Page size, ${LEADS_PAGE_SIZE} by default, at most ${MAX_LEADS_PAGE_SIZE}`),
  kind: listOf<LeadKind>('kind', LEAD_KINDS).describe('INQUIRY or VIEWING (comma-separated)'),
  status: listOf<LeadStatus>('status', LEAD_STATUSES).describe(
    'Comma-separated statuses, e.g. REQUESTED,CONFIRMED; every status when left out',
  ),
  property: publicIdSchema.optional().describe('Only the leads about this listing (public id)'),
};

/** The customer's list: paging and filters. */
export const customerLeadListQuery = z.object(pagingFields);

/** The agent's list: the same, and `unread=true` for the leads not read yet. */
export const agentLeadListQuery = z.object({
  ...pagingFields,
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only the leads not read since the last activity of the person'),
});

export type CustomerLeadListQuery = z.output<typeof customerLeadListQuery>;
export type AgentLeadListQuery = z.output<typeof agentLeadListQuery>;

export const customerTourParams = z.object({ id: publicIdSchema, customerId: publicIdSchema });

const propertyDetailsSchema = z
  .object({
    publicId: z.string(),
    title: z.string(),
    image_url: z.string().nullable().describe("The listing's profile photo (card variant)"),
    price: z.number().nullable().describe('Null when the listing shows no price'),
    currency: z.string(),
    suburb: z.string().nullable(),
    city: z.string().nullable(),
  })
  .meta({ id: 'LeadProperty' });

export const leadSchema = z
  .object({
    publicId: z.string(),
    kind: z.enum(LEAD_KINDS),
    status: z
      .enum(LEAD_STATUSES)
      .describe(
        'Inquiries: OPEN, ANSWERED; viewings: REQUESTED, CONFIRMED, DECLINED, CANCELLED, DONE',
      ),
    read: z.boolean().describe("Whether the agent has opened it since the person's last activity"),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string().nullable().describe("The person's first message"),
    preferredTimes: z.array(z.string()).describe('ISO 8601 in UTC; empty for inquiries'),
    date: z
      .string()
      .nullable()
      .describe(
        'Viewings: the agreed time once confirmed, else the first preferred time; inquiries: null',
      ),
    title: z.string().describe("The listing's title"),
    propertyDetails: propertyDetailsSchema,
    customerId: z.string().nullable().describe("The customer's public id when signed in"),
    agentId: z.string().describe("The listing agent's public id"),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastActivityAt: z.string(),
  })
  .meta({ id: 'Lead' });

export type LeadView = z.output<typeof leadSchema>;

export const leadDetailSchema = leadSchema
  .extend({
    messages: z
      .array(
        z.object({
          publicId: z.string(),
          from: z.enum(['CUSTOMER', 'AGENT']),
          body: z.string(),
          createdAt: z.string(),
        }),
      )
      .describe("The thread, oldest first: the person's first message (if any) leads"),
    events: z
      .array(z.object({ status: z.enum(LEAD_STATUSES), at: z.string() }))
      .describe("A viewing's status history, oldest first; empty for inquiries"),
  })
  .meta({ id: 'LeadDetail' });

export type LeadDetailView = z.output<typeof leadDetailSchema>;

export const leadPageSchema = pageSchema(leadSchema).meta({ id: 'LeadPage' });

export const unreadCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'LeadUnreadCount' });

export const readBodySchema = z
  .object({ read: z.boolean({ error: 'Say read: true or false' }) })
  .meta({ id: 'LeadReadFields', example: { read: true } });

const future = (days: number, hour: number) => {
  const at = new Date(Date.UTC(2026, 11, 1 + days, hour));
  return at.toISOString().replace('.000Z', '+00:00');
};

export const inquiryBodySchema = inquiryBody.meta({
  id: 'InquiryFields',
  example: {
    propertyId: EXAMPLE_IDS.house,
    name: 'Tariro Moyo',
    email: 'tariro@example.com',
    phone: '+263 77 123 4567',
    message: 'Is the house still available, and are pets allowed?',
    website: '',
  },
});

export const tourBodySchema = tourBody.meta({
  id: 'TourFields',
  example: {
    name: 'Tariro Moyo',
    email: 'tariro@example.com',
    phone: '+263 77 123 4567',
    times: [future(3, 8), future(4, 13)],
    message: 'Weekday mornings suit me best.',
    website: '',
  },
});

export const customerTourBodySchema = customerTourBody.meta({
  id: 'CustomerTourFields',
  example: { times: [future(3, 8)], message: 'I can come with my partner.' },
});

export const leadReplyBodySchema = leadReplyBody.meta({
  id: 'LeadReplyFields',
  example: { message: 'Yes, it is available; pets are welcome. When would you like to see it?' },
});

export const viewingDecisionBodySchema = viewingDecisionBody.meta({
  id: 'ViewingDecisionFields',
  example: { status: 'CONFIRMED', date: future(3, 8), message: 'See you at the gate.' },
});
