import { describe, expect, it } from 'vitest';
import { readAuditFilters, writeAuditFilters } from './audit-filters';

describe('readAuditFilters', () => {
  it('reads every filter from the address', () => {
    const search = new URLSearchParams(
      'entity=image&action=upload&userId=u-1&from=2026-11-01&to=2026-11-23',
    );
    expect(readAuditFilters(search)).toEqual({
      entity: 'image',
      action: 'upload',
      userId: 'u-1',
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('drops an unknown entity, blank values and dates that are not ISO days', () => {
    const search = new URLSearchParams('entity=house&action=%20&from=23/11/2026&to=2026-11-23');
    expect(readAuditFilters(search)).toEqual({ to: '2026-11-23' });
  });
});

describe('writeAuditFilters', () => {
  it('leaves empty filters out of the address', () => {
    expect(writeAuditFilters({ entity: 'unit', action: '', userId: ' x ' }).toString()).toBe(
      'entity=unit&userId=x',
    );
  });
});
