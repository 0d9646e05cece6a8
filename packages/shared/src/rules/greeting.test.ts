import { describe, expect, it } from 'vitest';
import { greetingFor, greetingWithName } from './greeting';

const at = (hours: number, minutes: number) => new Date(2026, 2, 2, hours, minutes, 0);

describe('greetingFor', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [16, 59, 'Good afternoon'],
    [17, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ] as const)('%i:%i is %s', (hours, minutes, expected) => {
    expect(greetingFor(at(hours, minutes))).toBe(expected);
  });

  it('includes the last second before a boundary in the earlier greeting', () => {
    expect(greetingFor(new Date(2026, 2, 2, 11, 59, 59, 999))).toBe('Good morning');
    expect(greetingFor(new Date(2026, 2, 2, 16, 59, 59, 999))).toBe('Good afternoon');
  });
});

describe('greetingWithName', () => {
  it('adds the name after a comma', () => {
    expect(greetingWithName(at(9, 0), 'Tariro')).toBe('Good morning, Tariro');
  });

  it('leaves out a missing or blank name', () => {
    expect(greetingWithName(at(18, 0), undefined)).toBe('Good evening');
    expect(greetingWithName(at(18, 0), '  ')).toBe('Good evening');
  });
});
