import { z } from 'zod';
import { emailSchema, multiLine, publicIdSchema, singleLine } from './common';

/** Leads: questions about a listing and viewing requests (spec sections 1, 3 "Viewing", 6, 7). */
export const LEAD_KINDS = ['INQUIRY', 'VIEWING'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const VIEWING_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'DECLINED',
  'CANCELLED',
  'DONE',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const INQUIRY_STATUSES = ['OPEN', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const LEAD_STATUSES = [...INQUIRY_STATUSES, ...VIEWING_STATUSES] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How far ahead a viewing may be asked for or agreed. */
export const VIEWING_WINDOW_DAYS = 90;

export const LEAD_LIMITS = {
  name: { min: 2, max: 120 },
  email: 254,
  phone: { min: 5, max: 30 },
  message: { min: 10, max: 2000 },
  viewingMessage: 2000,
  reply: { min: 1, max: 5000 },
  times: { min: 1, max: 3 },
  honeypot: 500,
} as const;

export const LEAD_MESSAGES = {
  messageTooShort: 'Enter a message of at least 10 characters',
  timeTooFar: `Choose a time in the next ${VIEWING_WINDOW_DAYS} days`,
  timeInPast: 'Choose a time in the future',
  tooManyTimes: `Choose at most ${LEAD_LIMITS.times.max} times`,
  noTime: 'Choose at least one time',
  badTime: 'Enter a date and time',
  refused: 'Your message could not be sent',
  tooMany: 'Too many requests from you. Please wait and try again.',
  nul: 'Text must not contain NUL characters',
  dateRequired: 'Choose the agreed date and time',
} as const;

/**
 * Which viewing status may follow which: DECLINED, CANCELLED and DONE are final. The agent
 * confirms, declines or marks done; the customer cancels.
 */
export const viewingTransitions: Record<ViewingStatus, readonly ViewingStatus[]> = {
  REQUESTED: ['CONFIRMED', 'DECLINED', 'CANCELLED'],
  CONFIRMED: ['DONE', 'CANCELLED', 'DECLINED'],
  DECLINED: [],
  CANCELLED: [],
  DONE: [],
};

export function canMoveViewing(from: ViewingStatus, to: ViewingStatus): boolean {
  return viewingTransitions[from].includes(to);
}

/** A lead's text: a name on one line, a message or reply of several (rules/plain-text.ts). */
const text = (
  label: string,
  min: number,
  max: number,
  short = `${label} is required`,
  lines: 'one' | 'several' = 'several',
) =>
  (lines === 'one' ? singleLine : multiLine)({ error: short })
    .min(min, short)
    .max(max, `${label} must be at most ${max} characters`);

const nameSchema = text(
  'Name',
  LEAD_LIMITS.name.min,
  LEAD_LIMITS.name.max,
  `Enter a name of at least ${LEAD_LIMITS.name.min} characters`,
  'one',
);

const leadEmailSchema = z.string({ error: 'Enter a valid email address' }).pipe(emailSchema);

const leadPhoneSchema = z
  .string({ error: 'Enter a valid phone number' })
  .trim()
  .regex(
    new RegExp(`^[0-9 +()-]{${LEAD_LIMITS.phone.min},${LEAD_LIMITS.phone.max}}$`),
    'Enter a valid phone number',
  );

const optionalPhone = z
  .union([leadPhoneSchema, z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || null);

const inquiryMessage = text(
  'Message',
  LEAD_LIMITS.message.min,
  LEAD_LIMITS.message.max,
  LEAD_MESSAGES.messageTooShort,
);

const optionalMessage = multiLine()
  .max(
    LEAD_LIMITS.viewingMessage,
    `Message must be at most ${LEAD_LIMITS.viewingMessage} characters`,
  )
  .nullable()
  .optional()
  .transform((value) => value || null);

/** Hidden from people by the forms: anything in it marks the sender as a robot. */
const honeypot = z
  .string()
  .max(LEAD_LIMITS.honeypot)
  .optional()
  .describe('Leave empty: a trap for robots, hidden from people');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a wished or agreed time is refused at `now`, if it is. */
export function viewingTimeProblem(iso: string, now: Date = new Date()): string | undefined {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return LEAD_MESSAGES.badTime;
  if (at <= now.getTime()) return LEAD_MESSAGES.timeInPast;
  if (at > now.getTime() + VIEWING_WINDOW_DAYS * DAY_MS) return LEAD_MESSAGES.timeTooFar;
  return undefined;
}

const isoWithOffset = z.iso.datetime({ offset: true });

const futureInstant = z
  .string({ error: LEAD_MESSAGES.badTime })
  .superRefine((value, ctx) => {
    const problem = isoWithOffset.safeParse(value).success
      ? viewingTimeProblem(value)
      : LEAD_MESSAGES.badTime;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ format: 'date-time' })
  .describe(`ISO 8601 with an offset or Z, in the next ${VIEWING_WINDOW_DAYS} days`);

const timesSchema = z
  .array(futureInstant, { error: LEAD_MESSAGES.noTime })
  .min(LEAD_LIMITS.times.min, LEAD_MESSAGES.noTime)
  .max(LEAD_LIMITS.times.max, LEAD_MESSAGES.tooManyTimes)
  .describe('Preferred times, earliest wish first');

/** A question about a listing, from anyone. */
export const inquiryBody = z.object({
  propertyId: publicIdSchema.describe("The listing's public id"),
  name: nameSchema,
  email: leadEmailSchema,
  phone: optionalPhone,
  message: inquiryMessage,
  website: honeypot,
});
export type InquiryInput = z.input<typeof inquiryBody>;

/** A viewing request from someone not signed in. */
export const tourBody = z.object({
  name: nameSchema,
  email: leadEmailSchema,
  phone: leadPhoneSchema,
  times: timesSchema,
  message: optionalMessage,
  website: honeypot,
});
export type TourInput = z.input<typeof tourBody>;

/** A viewing request from a signed-in customer: name and email come from the account. */
export const customerTourBody = z.object({
  times: timesSchema,
  message: optionalMessage,
  phone: optionalPhone,
});
export type CustomerTourInput = z.input<typeof customerTourBody>;

export const leadReplyBody = z.object({
  message: text('Reply', LEAD_LIMITS.reply.min, LEAD_LIMITS.reply.max, 'Enter a reply'),
});
export type LeadReplyInput = z.input<typeof leadReplyBody>;

/** The agent's decision on a viewing; confirming needs the agreed time. */
export const viewingDecisionBody = z
  .object({
    status: z.enum(['CONFIRMED', 'DECLINED', 'DONE'], {
      error: 'Choose confirmed, declined or done',
    }),
    date: futureInstant.optional().describe('The agreed time; required to confirm'),
    message: optionalMessage.describe('A note emailed with the decision'),
  })
  .superRefine((decision, ctx) => {
    if (decision.status === 'CONFIRMED' && !decision.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.dateRequired });
    }
  });
export type ViewingDecisionInput = z.input<typeof viewingDecisionBody>;

/** True when the honeypot field was filled in. */
export function isHoneypotFilled(body: { website?: string | undefined }): boolean {
  return Boolean(body.website?.trim());
}
