import { describe, expect, it } from 'vitest';
import { isAgentOnlyPath, paths, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('returns a path inside the same site', () => {
    expect(safeReturnPath('demo', '/demo/dashboard/profile?x=1')).toBe(
      '/demo/dashboard/profile?x=1',
    );
  });

  it('falls back to the dashboard for anything else', () => {
    for (const from of [
      null,
      '',
      'https://evil.test/demo/',
      '//evil.test/demo/',
      '/sandbox/dashboard',
      '/demo/user/login',
      '/demo\\..\\x',
    ]) {
      expect(safeReturnPath('demo', from)).toBe('/demo/dashboard');
    }
  });
});

describe('isAgentOnlyPath', () => {
  it('matches property and leads paths', () => {
    expect(isAgentOnlyPath('/demo/dashboard/property/list')).toBe(true);
    expect(isAgentOnlyPath('/demo/dashboard/leads')).toBe(true);
    expect(isAgentOnlyPath('/demo/dashboard/profile')).toBe(false);
    expect(isAgentOnlyPath('/demo/dashboard/propertyx')).toBe(false);
  });
});

describe('paths.login', () => {
  it('encodes the return path', () => {
    expect(paths.login('demo', '/demo/dashboard/profile')).toBe(
      '/demo/user/login?from=%2Fdemo%2Fdashboard%2Fprofile',
    );
  });
});
