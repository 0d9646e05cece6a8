import { msg } from '@lingui/core/macro';
import { unitBody, UNIT_DETAIL_FIELDS, UNIT_PRICE_FIELDS, type UnitFields } from '@propdesk/shared';
import { amountErrors, MONEY, type AmountFormat } from '../../../lib/amount';
import type { Unit } from '../api/units';
import { validationMessage } from '../../../lib/i18n/validation';

type PriceField = (typeof UNIT_PRICE_FIELDS)[number];

/** What the modal's inputs hold: a number input left blank is ''. */
export type UnitValues = {
  title: string;
  area: number | string;
  available: boolean;
  furnished: boolean;
  description: string;
} & Record<PriceField, number | string>;

export const valuesOf = (unit: Unit | null): UnitValues => ({
  title: unit?.title ?? '',
  area: unit?.area ?? '',
  available: unit?.available ?? true,
  furnished: unit?.furnished ?? false,
  description: unit?.description ?? '',
  deposit: unit?.deposit ?? '',
  rentalPrice: unit?.rentalPrice ?? '',
  rentToOwnPrice: unit?.rentToOwnPrice ?? '',
  serviceCharge: unit?.serviceCharge ?? '',
  salePrice: unit?.salePrice ?? '',
});

const UNIT_AMOUNTS: Partial<Record<keyof UnitValues, AmountFormat>> = {
  area: MONEY,
  deposit: MONEY,
  rentalPrice: MONEY,
  rentToOwnPrice: MONEY,
  serviceCharge: MONEY,
  salePrice: MONEY,
};

const numberOr = <T>(value: number | string, blank: T) =>
  typeof value === 'number' ? value : blank;

/** The body the API takes: a blank area is unknown, a blank amount is 0 (its default). */
export const bodyOf = (values: UnitValues): UnitFields => ({
  title: values.title,
  area: numberOr(values.area, null),
  available: values.available,
  furnished: values.furnished,
  description: values.description,
  deposit: numberOr(values.deposit, 0),
  rentalPrice: numberOr(values.rentalPrice, 0),
  rentToOwnPrice: numberOr(values.rentToOwnPrice, 0),
  serviceCharge: numberOr(values.serviceCharge, 0),
  salePrice: numberOr(values.salePrice, 0),
});

/** The modal's steps and the fields each checks before moving on (spec section 4). */
export const UNIT_STEPS = [
  {
    label: msg({ message: 'Details', comment: 'A step of the unit form' }),
    fields: UNIT_DETAIL_FIELDS,
  },
  {
    label: msg({ message: 'Prices', comment: 'A step of the unit form' }),
    fields: UNIT_PRICE_FIELDS,
  },
  { label: msg({ message: 'Files', comment: 'A step of the unit form: its photos' }), fields: [] },
] as const;

/** The shared unit rules' messages for the given fields only, keyed by field. */
export function stepErrors(values: UnitValues, fields: readonly string[]): Record<string, string> {
  const parsed = unitBody.safeParse(bodyOf(values));
  const errors: Record<string, string> = {};
  // Text an amount input could not read counts as an error of its step, with its own reason.
  for (const [field, error] of Object.entries(amountErrors(values, UNIT_AMOUNTS))) {
    if (fields.includes(field)) errors[field] = error;
  }
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (fields.includes(field)) errors[field] ??= validationMessage(issue.message);
  }
  return errors;
}
