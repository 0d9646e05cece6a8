import { useState, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatAmount, MONEY, parseAmount, type AmountFormat } from '../lib/amount';

/** What a form keeps for an amount: a number, '' when blank, or the text typed when unreadable. */
type AmountValue = number | string;

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value?: AmountValue;
  onChange: (value: AmountValue) => void;
  /** Decimals kept and locale: money and areas by default, `WHOLE` for counts. */
  format?: AmountFormat;
}

const shown = (value: AmountValue, format: AmountFormat) =>
  typeof value === 'number' ? formatAmount(value, format) : value;

/**
 * The one input for money, areas and counts. It reads what people type with the shared rule
 * (`lib/amount.ts`: '285,000', '285 000', '285.000,50'), hands the form a number, or the text
 * itself when it cannot be read, so the form refuses to save it, and says why under the field.
 * Once the field is left, the number is shown grouped ('285,000') as it will be saved.
 */
export function AmountInput({
  value = '',
  onChange,
  onFocus,
  onBlur,
  error,
  format = MONEY,
  ...rest
}: AmountInputProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const text = typing ?? shown(value, format);
  const reading = parseAmount(text, format);
  // While typing, only the form's own message shows; an unreadable text says why once left.
  const own = typing === null && !reading.ok ? reading.error : null;

  return (
    <TextInput
      inputMode={format.decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...rest}
      value={text}
      error={own ?? error}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setTyping(text);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyping(next);
        const read = parseAmount(next, format);
        onChange(read.ok ? (read.value ?? '') : next);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTyping(null);
        onBlur?.(event);
      }}
    />
  );
}
