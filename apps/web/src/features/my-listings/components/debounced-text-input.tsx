import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

/** How long typing pauses before the list (and the address) follows. */
const TYPING_PAUSE_MS = 300;

interface DebouncedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'label'> {
  label: string;
  value: string;
  /** `replace`: this spell of typing already added a history entry, so rewrite it. */
  onChange: (value: string, replace: boolean) => void;
}

/**
 * A text filter that reports what was typed once typing pauses, and follows `value` when it
 * changes from outside (back button, 'Clear filters'). One spell of typing (focus to blur) makes
 * one history entry: its first report adds it, the later ones replace it.
 */
export function DebouncedTextInput({ label, value, onChange, ...props }: DebouncedTextInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const reported = useRef(false);
  const report = useDebouncedCallback((next: string) => {
    sent.current = next;
    onChange(next, reported.current);
    reported.current = true;
  }, TYPING_PAUSE_MS);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  const change = (next: string) => {
    setText(next);
    report(next);
  };
  return (
    <TextInput
      {...props}
      label={label}
      value={text}
      onFocus={(event) => {
        reported.current = false;
        props.onFocus?.(event);
      }}
      onChange={(event) => change(event.currentTarget.value)}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={t`Clear ${label}`} onClick={() => change('')} />
        ) : undefined
      }
    />
  );
}
