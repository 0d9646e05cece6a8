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
  ['salePrice', 'Sale'],
  ['rentalPrice', 'Rent'],
  ['rentToOwnPrice', 'Rent to own'],
  ['deposit', 'Deposit'],
  ['serviceCharge', 'Service charge'],
] as const;

/** The unit's amounts that are set (above 0), formatted in the unit's currency. */
export function unitPrices(unit: UnitMoney): { label: string; amount: string }[] {
  return PRICE_LABELS.filter(([field]) => unit[field] > 0).map(([field, label]) => ({
    label,
    amount: formatMoney(unit[field], unit.currency),
  }));
}
