/** '$ 250,000' style price in the listing's currency; null when no price is set. */
export function formatPrice(price: number | null, currency: string): string | null {
  if (price === null) return null;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(price);
  } catch {
    return `${currency} ${price.toLocaleString('en')}`;
  }
}
