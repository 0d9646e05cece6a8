import { useMediaQuery } from '@mantine/hooks';

/** Which words a screen uses; each caller has a sentence for each, in the reader's language. */
const TAP = 'Tap';
const CLICK = 'Click';

/**
 * How a map is picked on this screen: 'Tap' where the main pointer is a finger (a phone, a
 * tablet), 'Click' with a mouse or touchpad.
 */
export function usePickVerb(): typeof TAP | typeof CLICK {
  const coarse = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  return coarse ? TAP : CLICK;
}
