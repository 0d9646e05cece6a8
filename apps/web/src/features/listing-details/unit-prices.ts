import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../lib/format';

interface UnitMoney {
  currency: string;
  deposit: number;
  rentalPrice: number;
  rentToOwnPrice: number;
  serviceCharge: number;
  salePrice: number;
}

/** How each of a unit's amounts reads on its card, in the order an agent weighs them. */
const PRICE_LABELS = [
  ['salePrice', msg({ message: 'Sale', comment: "A unit's sale price, before the amount" })],
  ['rentalPrice', msg({ message: 'Rent', comment: "A unit's rent, before the amount" })],
  ['rentToOwnPrice', msg({ message: 'Rent to own', comment: 'Before an amount' })],
  ['deposit', msg({ message: 'Deposit', comment: 'Before an amount' })],
  ['serviceCharge', msg({ message: 'Service charge', comment: 'Before an amount' })],
] as const;

/** The unit's amounts that are set (above 0), formatted in the unit's currency. */
export function unitPrices(unit: UnitMoney): { label: string; amount: string }[] {
  return PRICE_LABELS.filter(([field]) => unit[field] > 0).map(([field, label]) => ({
    label: i18n._(label),
    amount: formatMoney(unit[field], unit.currency),
  }));
}
