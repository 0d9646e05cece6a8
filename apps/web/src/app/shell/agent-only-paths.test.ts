import { describe, expect, it } from 'vitest';
import { isAgentOnlyPath } from './agent-only-paths';

describe('isAgentOnlyPath', () => {
  it('matches property, leads and events paths', () => {
    expect(isAgentOnlyPath('/demo/dashboard/property/list')).toBe(true);
    expect(isAgentOnlyPath('/demo/dashboard/leads')).toBe(true);
    expect(isAgentOnlyPath('/demo/dashboard/profile')).toBe(false);
    expect(isAgentOnlyPath('/demo/dashboard/propertyx')).toBe(false);
    expect(isAgentOnlyPath('/demo/dashboard/events')).toBe(true);
    expect(isAgentOnlyPath('/demo/dashboard/eventsx')).toBe(false);
    expect(isAgentOnlyPath('/events/dashboard')).toBe(false);
  });
});
