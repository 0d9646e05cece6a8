import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows small files in bytes and KB, never as 0.0 MB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(48_900)).toBe('48 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1023 KB');
  });

  it('shows MB with one decimal, whole from 10 MB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatFileSize(12.6 * 1024 * 1024)).toBe('13 MB');
  });
});

describe('formatFileSize in other languages', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('writes the number the reader’s way, without grouping', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    expect(formatFileSize(2.44 * 1024 * 1024)).toMatch(/^2,4 /);
    expect(formatFileSize(1023 * 1024)).toMatch(/^1023 /);
  });
});
