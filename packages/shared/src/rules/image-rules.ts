import {
  IMAGE_LOCATIONS,
  MAX_GENERAL_IMAGES_PER_UPLOAD,
  MAX_IMAGES_PER_LOCATION,
  type ImageLocation,
} from '../constants';

/** Land has no rooms: a property whose type name contains 'land' offers only GENERAL. */
export function offeredImageLocations(typeName: string | null | undefined): ImageLocation[] {
  return typeName && /land/i.test(typeName) ? ['GENERAL'] : [...IMAGE_LOCATIONS];
}

/**
 * How many images one upload to a location may carry: GENERAL takes 10 at a time, every other
 * location holds 5 in total.
 */
export function imageAllowance(location: ImageLocation, existing: number): number {
  return location === 'GENERAL'
    ? MAX_GENERAL_IMAGES_PER_UPLOAD
    : Math.max(0, MAX_IMAGES_PER_LOCATION - existing);
}

export function isImageLocation(value: string): value is ImageLocation {
  return (IMAGE_LOCATIONS as readonly string[]).includes(value);
}
