import { describe, expect, it } from 'vitest';
import { telephoneLink, whatsappLink } from './contact-links';

describe('contact links', () => {
  it('keeps only the digits for WhatsApp', () => {
    expect(whatsappLink('+263 77 123 4567')).toBe('https://wa.me/263771234567');
  });

  it('keeps the plus sign for tel links', () => {
    expect(telephoneLink('+263 (77) 123-4567')).toBe('tel:+263771234567');
  });
});
