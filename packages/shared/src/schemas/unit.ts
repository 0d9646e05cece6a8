import { z } from 'zod';
import { singleLine } from './common';
import { PROPERTY_LIMITS, areaSchema, contactFreeText, moneySchema } from './property';

export const UNIT_LIMITS = { title: 120, description: 2000 } as const;

export const UNIT_TITLE_REQUIRED = 'Title is required';

const price = (label: string, max: number = PROPERTY_LIMITS.price) =>
  moneySchema(label, max).default(0).describe('Default 0');

/**
 * A unit of a listing as the agent enters it (create, and update as a full replacement). The area
 * is in square metres whatever unit the listing's own area uses: a flat or an office is measured
 * so. The description is about the unit, so it refuses contact details as a listing's does.
 */
export const unitBody = z.object({
  title: singleLine({ error: UNIT_TITLE_REQUIRED })
    .min(1, UNIT_TITLE_REQUIRED)
    .max(UNIT_LIMITS.title, `Title must be at most ${UNIT_LIMITS.title} characters`),
  area: areaSchema.nullable().optional().describe('Square metres; null or left out when unknown'),
  available: z.boolean().default(true).describe('Default true'),
  furnished: z.boolean().default(false).describe('Default false'),
  description: contactFreeText('Description', UNIT_LIMITS.description)
    .default('')
    .describe('Plain text; no phone number or e-mail'),
  deposit: price('Deposit'),
  rentalPrice: price('Rental price'),
  rentToOwnPrice: price('Rent-to-own price'),
  serviceCharge: price('Service charge', PROPERTY_LIMITS.serviceCharge),
  salePrice: price('Sale price'),
});

export type UnitInput = z.input<typeof unitBody>;
export type UnitFields = z.output<typeof unitBody>;

/** The unit modal's steps (spec section 4: Details, Prices, Files): fields each step validates. */
export const UNIT_DETAIL_FIELDS = [
  'title',
  'area',
  'available',
  'furnished',
  'description',
] as const satisfies readonly (keyof UnitFields)[];
export const UNIT_PRICE_FIELDS = [
  'deposit',
  'rentalPrice',
  'rentToOwnPrice',
  'serviceCharge',
  'salePrice',
] as const satisfies readonly (keyof UnitFields)[];
