import { useMediaQuery } from '@mantine/hooks';

/**
 * How a map is picked on this screen: 'Tap' where the main pointer is a finger (a phone, a
 * tablet), 'Click' with a mouse or touchpad.
 */
export function usePickVerb(): 'Tap' | 'Click' {
  const coarse = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  return coarse ? 'Tap' : 'Click';
}
