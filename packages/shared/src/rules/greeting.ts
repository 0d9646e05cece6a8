/**
 * The dashboard greeting of the specification (section 2): 'Good morning' until 11:59,
 * 'Good afternoon' from 12:00, 'Good evening' from 17:00. Uses the local time of the date given.
 */
export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 17;

export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour >= EVENING_FROM_HOUR) return 'Good evening';
  if (hour >= AFTERNOON_FROM_HOUR) return 'Good afternoon';
  return 'Good morning';
}

/** 'Good afternoon, Tariro', or the greeting alone when there is no name. */
export function greetingWithName(date: Date, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${greetingFor(date)}, ${trimmed}` : greetingFor(date);
}
