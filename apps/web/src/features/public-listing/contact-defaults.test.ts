import { describe, expect, it } from 'vitest';
import { contactDefaults } from './contact-defaults';

const remembered = { name: 'Rudo Moyo', email: 'rudo@example.com', phone: '+263 77 123 4567' };
const guest = { name: '', email: '', phone: '', signedIn: false };

describe('contactDefaults', () => {
  it("fills a guest's form with what the device sent last", () => {
    expect(contactDefaults(guest, remembered)).toEqual(remembered);
  });

  it('starts empty on a device that sent nothing', () => {
    expect(contactDefaults(guest, { name: '', email: '', phone: '' })).toEqual({
      name: '',
      email: '',
      phone: '',
    });
  });

  it("takes a signed-in customer's name, email and profile phone first", () => {
    const customer = {
      name: 'Chipo Ndlovu',
      email: 'chipo@example.com',
      phone: '+263 71 555 0101',
      signedIn: true,
    };
    expect(contactDefaults(customer, remembered)).toEqual({
      name: 'Chipo Ndlovu',
      email: 'chipo@example.com',
      phone: '+263 71 555 0101',
    });
  });

  it("keeps the account's email, never another remembered one, and the device's phone when the profile has none", () => {
    const signedIn = { name: 'Chipo', email: 'chipo@example.com', phone: '', signedIn: true };
    expect(contactDefaults(signedIn, remembered)).toEqual({
      name: 'Chipo',
      email: 'chipo@example.com',
      phone: '+263 77 123 4567',
    });
  });
});
