import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImageLocation } from '@propdesk/shared';

/** The rooms and areas a listing's photos are grouped by, as headings and choices. */
const LOCATION_MESSAGES: Record<ImageLocation, MessageDescriptor> = {
  GENERAL: msg({
    message: 'General',
    comment: 'The group of a listing’s photos that show no particular room',
  }),
  BEDROOM: msg({ message: 'Bedroom', comment: 'A room of a property, grouping its photos' }),
  BATHROOM: msg({ message: 'Bathroom', comment: 'A room of a property, grouping its photos' }),
  KITCHEN: msg({ message: 'Kitchen', comment: 'A room of a property, grouping its photos' }),
  LAUNDRY: msg({ message: 'Laundry', comment: 'A room of a property, grouping its photos' }),
  DINING_ROOM: msg({
    message: 'Dining room',
    comment: 'A room of a property, grouping its photos',
  }),
  LIVING_ROOM: msg({
    message: 'Living room',
    comment: 'A room of a property, grouping its photos',
  }),
  POOL: msg({ message: 'Pool', comment: 'The swimming pool of a property, grouping its photos' }),
  EXTERIOR: msg({ message: 'Exterior', comment: 'The outside of a property, grouping its photos' }),
  PARKING: msg({ message: 'Parking', comment: 'An area of a property, grouping its photos' }),
  GAZEBO: msg({ message: 'Gazebo', comment: 'An area of a property, grouping its photos' }),
  FLOOR_PLAN: msg({ message: 'Floor plan', comment: 'The drawings of a property’s floors' }),
  ROOF: msg({ message: 'Roof', comment: 'A part of a property, grouping its photos' }),
  OFFICE: msg({ message: 'Office', comment: 'A room of a property, grouping its photos' }),
  STUDY: msg({ message: 'Study', comment: 'A room to work or read in, grouping its photos' }),
};

/** 'DINING_ROOM' -> 'Dining room', in the reader's language. */
export function locationLabel(i18n: I18n, location: string): string {
  const message = LOCATION_MESSAGES[location as ImageLocation] as MessageDescriptor | undefined;
  if (message) return i18n._(message);
  // A room the web does not know yet: its name in words.
  const words = location.toLowerCase().split('_');
  return [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
}
