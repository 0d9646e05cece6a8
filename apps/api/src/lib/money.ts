/** Made once per language, currency and precision: making one costs more than the text it writes. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a currency as a reader of `language` writes it ("€350,000", "350 000 €"), whole
 * units unless `cents`; a currency Intl does not know is written after the number.
 */
export function formatMoney(
  language: string,
  amount: number,
  currency: string,
  { cents = false }: { cents?: boolean } = {},
): string {
  const key = `${language}:${currency}:${cents}`;
  try {
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        ...(!cents && { maximumFractionDigits: 0 }),
      });
      formats.set(key, format);
    }
    return format.format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
