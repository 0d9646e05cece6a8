import { describe, expect, it } from 'vitest';
import { eventActions } from './event-menu';

describe('eventActions', () => {
  it('offers everything while the event is to come or on', () => {
    expect(eventActions('UPCOMING')).toEqual(['edit', 'cancel', 'delete']);
    expect(eventActions('ONGOING')).toEqual(['edit', 'cancel', 'delete']);
  });

  it('does not cancel an event that is over', () => {
    expect(eventActions('COMPLETED')).toEqual(['edit', 'delete']);
  });

  it('only deletes a cancelled event', () => {
    expect(eventActions('CANCELLED')).toEqual(['delete']);
  });
});
