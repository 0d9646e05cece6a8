import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImageLocation } from '@propdesk/shared';
import { wordsLabel } from './format';

/** The rooms a photo can be of (`IMAGE_LOCATIONS`), and the profile photo. */
const ROOMS: Record<ImageLocation | 'PROFILE', MessageDescriptor> = {
  PROFILE: msg({ message: 'Profile', comment: "The listing's main photo" }),
  GENERAL: msg({ message: 'General', comment: 'Photos of a listing that are of no one room' }),
  BEDROOM: msg`Bedroom`,
  BATHROOM: msg`Bathroom`,
  KITCHEN: msg`Kitchen`,
  LAUNDRY: msg`Laundry`,
  DINING_ROOM: msg`Dining room`,
  LIVING_ROOM: msg`Living room`,
  POOL: msg`Pool`,
  EXTERIOR: msg`Exterior`,
  PARKING: msg`Parking`,
  GAZEBO: msg`Gazebo`,
  FLOOR_PLAN: msg`Floor plan`,
  ROOF: msg`Roof`,
  OFFICE: msg`Office`,
  STUDY: msg`Study`,
};

/** 'DINING_ROOM' -> 'Dining room', in the active language; an unknown room as words. */
export function roomLabel(room: string): string {
  const message = ROOMS[room as keyof typeof ROOMS] as MessageDescriptor | undefined;
  return message ? i18n._(message) : wordsLabel(room);
}
