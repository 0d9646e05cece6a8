import { describe, expect, it } from 'vitest';
import {
  createInput,
  draftErrors,
  DRAFT_DEFAULTS,
  restoreDraft,
  tabFilled,
  tabInvalid,
  updateBody,
  type DraftValues,
} from './draft-form';
import { AMOUNT_MESSAGES } from '../../lib/amount';

const complete: DraftValues = {
  ...DRAFT_DEFAULTS,
  name: 'Garden cottage',
  typeId: 'TYPE1',
  countryId: 'ZW',
  cityId: 'HRE',
  suburb: 'AVONDALE',
  latitude: -17.8,
  longitude: 31.04,
  price: 125000,
  currency: 'USD',
};

describe('the draft form', () => {
  it("starts from the spec's defaults", () => {
    expect(DRAFT_DEFAULTS).toMatchObject({
      category: 'SALE',
      areaType: 'HECTARE',
      priceType: 'TOTAL',
      published: 'REVIEW',
      vatable: false,
      serviced: false,
      displayMap: false,
      serviceCharge: 0,
    });
  });

  it('restores a stored draft, dropping values of the wrong kind', () => {
    const restored = restoreDraft({
      name: 'Kept',
      latitude: -17.8,
      price: 'lots' as unknown as number,
      category: 'AUCTION' as DraftValues['category'],
      vatable: 'yes' as unknown as boolean,
    });
    expect(restored).toMatchObject({ name: 'Kept', latitude: -17.8, price: '', vatable: false });
    expect(restored.category).toBe('SALE');
    expect(restoreDraft(null)).toEqual(DRAFT_DEFAULTS);
  });

  it('knows which tabs are filled in', () => {
    expect(tabFilled('details', DRAFT_DEFAULTS)).toBe(false);
    expect(tabFilled('details', complete)).toBe(true);
    expect(tabFilled('location', { ...complete, longitude: '' })).toBe(false);
    expect(tabFilled('price', { ...complete, currency: null })).toBe(false);
  });

  it('reports refused values on their fields, apart from empty ones', () => {
    const values = { ...complete, description: 'Call 0772 123 456 today', latitude: 120 };
    const errors = draftErrors(values);
    expect(errors.description).toBe('Phone number detected');
    expect(errors.latitude).toBe('Latitude must be between -90 and 90');
    expect(tabInvalid('details', values, errors)).toBe(true);
    expect(tabInvalid('location', values, errors)).toBe(true);
    expect(tabInvalid('price', values, errors)).toBe(false);

    // Text the price input could not read blocks the save with the input's own reason.
    const unread = { ...complete, price: '12abc' as unknown as number };
    expect(draftErrors(unread).price).toBe(AMOUNT_MESSAGES.notANumber);
    expect(tabInvalid('price', unread, draftErrors(unread))).toBe(true);

    const empty = draftErrors(DRAFT_DEFAULTS);
    expect(empty.typeId).toBe('You have not selected a valid type');
    expect(tabInvalid('details', DRAFT_DEFAULTS, empty)).toBe(false);
  });

  it('builds the create call and the edit body', () => {
    const { typeId, suburbId, body } = createInput({ ...complete, serviceCharge: 30 });
    expect({ typeId, suburbId }).toEqual({ typeId: 'TYPE1', suburbId: 'AVONDALE' });
    expect(body).toMatchObject({
      name: 'Garden cottage',
      category: 'SALE',
      price: 125000,
      currency: 'USD',
      latitude: -17.8,
      published: 'REVIEW',
      serviceCharge: 0,
      // The editor files a new listing as Standard; the agent chooses Featured.
      listingCategory: 'STANDARD',
    });
    expect(body).not.toHaveProperty('countryId');
    const update = updateBody({ ...complete, serviced: true, serviceCharge: 30 });
    expect(update).toMatchObject({ typeId: 'TYPE1', suburb: 'AVONDALE', serviceCharge: 30 });
    expect(update).not.toHaveProperty('published');
    expect(update).not.toHaveProperty('areaType');
  });
});
