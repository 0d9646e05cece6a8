import type { ChangeEvent } from 'react';

/** What robots look for; no person sees or hears it, so it is not translated. */
const ROBOTS_LABEL = 'Website';

const hidden = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * The trap for robots (`website`): people neither see it, reach it with Tab, nor hear it; a
 * robot filling every field fills it in, and the API refuses the message.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div aria-hidden="true" style={hidden}>
      <label>
        {ROBOTS_LABEL}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange}
        />
      </label>
    </div>
  );
}
