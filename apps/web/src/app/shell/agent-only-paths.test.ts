import { describe, expect, it } from 'vitest';
import { isAgentOnlyPath, isRestrictedPath, isStaffOnlyPath } from './agent-only-paths';

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

describe('isRestrictedPath', () => {
  const agent = { isAgent: true, isCustomer: false };
  const customer = { isAgent: false, isCustomer: true };
  const staff = { isAgent: false, isCustomer: false };

  it('lets agents everywhere', () => {
    expect(isRestrictedPath('/demo/dashboard/leads', agent)).toBe(false);
    expect(isRestrictedPath('/demo/dashboard/property/list', agent)).toBe(false);
  });

  it('shows customers their own requests on Leads, and keeps them out of the rest', () => {
    expect(isRestrictedPath('/demo/dashboard/leads', customer)).toBe(false);
    expect(isRestrictedPath('/demo/dashboard/leadsx', customer)).toBe(false);
    expect(isRestrictedPath('/demo/dashboard/property/list', customer)).toBe(true);
    expect(isRestrictedPath('/demo/dashboard/events', customer)).toBe(true);
  });

  it('gives staff the restricted view on Leads', () => {
    expect(isRestrictedPath('/demo/dashboard/leads', staff)).toBe(true);
    expect(isRestrictedPath('/demo/dashboard/profile', staff)).toBe(false);
  });
});

describe('staff-only paths', () => {
  it('matches /dashboard/moderation and what lies under it', () => {
    expect(isStaffOnlyPath('/demo/dashboard/moderation')).toBe(true);
    expect(isStaffOnlyPath('/demo/dashboard/moderation/content/banners')).toBe(true);
    expect(isStaffOnlyPath('/demo/dashboard/moderation/listings/abc')).toBe(true);
    expect(isStaffOnlyPath('/demo/dashboard/moderationx')).toBe(false);
  });

  it('lets staff in and gives agents and customers the restricted view', () => {
    const path = '/demo/dashboard/moderation/content/articles';
    expect(isRestrictedPath(path, { isAgent: false, isCustomer: false, isStaff: true })).toBe(
      false,
    );
    expect(isRestrictedPath(path, { isAgent: true, isCustomer: false })).toBe(true);
    expect(isRestrictedPath(path, { isAgent: false, isCustomer: true })).toBe(true);
  });
});
