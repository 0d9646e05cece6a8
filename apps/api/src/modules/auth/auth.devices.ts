import Bowser from 'bowser';

/** What the profile shows of the device a session signed in from. */
export interface Device {
  /** The browser's name and major version ("Chrome 131"), or null when unknown. */
  browser: string | null;
  /** The operating system's name ("Android", "macOS"), or null when unknown. */
  os: string | null;
  type: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'bot' | 'unknown';
}

const TYPES = new Set<Device['type']>(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

/** Stored User-Agents are cut here: the header is the caller's to make as long as they like. */
export const USER_AGENT_MAX = 512;

/** The device of a User-Agent header, read with bowser (docs/decisions.md, Sessions). */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, type: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const type = parsed.platform.type as Device['type'] | undefined;
  return {
    browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null,
    os: parsed.os.name ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ') : null,
    type: type && TYPES.has(type) ? type : 'unknown',
  };
}
