import { describe, expect, it } from 'vitest';
import { readSearchLinkToken, searchLinkToken } from './saved-searches.links';

const secret = new TextEncoder().encode('a server secret of enough length');

describe('saved search links', () => {
  it('reads back the search of a genuine token', () => {
    const token = searchLinkToken(secret, 'abc123', 'unsubscribe');
    expect(readSearchLinkToken(secret, token, 'unsubscribe')).toBe('abc123');
  });

  it('refuses another purpose, another search, another secret and junk', () => {
    const token = searchLinkToken(secret, 'abc123', 'unsubscribe');
    expect(readSearchLinkToken(secret, token, 'manage')).toBeNull();
    expect(
      readSearchLinkToken(secret, token.replace('abc123', 'abc124'), 'unsubscribe'),
    ).toBeNull();
    const other = new TextEncoder().encode('another secret');
    expect(readSearchLinkToken(other, token, 'unsubscribe')).toBeNull();
    expect(readSearchLinkToken(secret, 'nodot', 'unsubscribe')).toBeNull();
    expect(readSearchLinkToken(secret, '.sig', 'unsubscribe')).toBeNull();
  });
});
