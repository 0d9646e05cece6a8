import { describe, expect, it } from 'vitest';
import { officeBody, officeFormValues, validateOffice } from './office-form-values';

const filled = {
  ...officeFormValues(null),
  label: 'Borrowdale',
  street: '5 Borrowdale Road',
  city: 'Harare',
  country: 'Zimbabwe',
};

describe('office form values', () => {
  it('sends blanks as none and keeps the position it is given', () => {
    expect(officeBody(filled, 3)).toEqual({
      label: 'Borrowdale',
      street: '5 Borrowdale Road',
      city: 'Harare',
      country: 'Zimbabwe',
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
      position: 3,
    });
  });

  it('names each missing field with the shared messages', () => {
    expect(validateOffice(officeFormValues(null))).toMatchObject({
      label: 'Label is required',
      street: 'Street is required',
      city: 'City is required',
      country: 'Country is required',
    });
  });

  it('wants both coordinates or neither, and a valid email', () => {
    expect(validateOffice({ ...filled, latitude: -17.8 })).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
    expect(validateOffice({ ...filled, email: 'not-an-email' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateOffice({ ...filled, latitude: -17.8, longitude: 31.05 })).toEqual({});
  });
});
