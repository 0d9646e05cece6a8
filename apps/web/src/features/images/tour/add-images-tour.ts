import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, MAX_IMAGES_PER_LOCATION } from '@propdesk/shared';
import { tourOptions } from '../../../lib/tour';

/**
 * The 'Add Images' tutorial. Its steps keep the indexes 4 to 12 of the dashboard's tutorial
 * numbering (the 'Create Property' tutorial uses 0 to 6 and hands over to this page).
 */
const ADD_IMAGES_TOUR_FIRST_STEP = 4;

/** The spec's limits, named as the steps' words name them. */
const perRoom = MAX_IMAGES_PER_LOCATION;
const perUpload = MAX_GENERAL_IMAGES_PER_UPLOAD;

const ADD_IMAGES_TOUR_STEPS: {
  index: number;
  target: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    index: 4,
    target: 'location',
    title: msg`Choose a room`,
    text: msg`Every photo belongs to a room or area. Land listings offer General only.`,
  },
  {
    index: 5,
    target: 'allowance',
    title: msg`What is left`,
    text: msg`Each room holds ${perRoom} photos in total; General takes up to ${perUpload} per upload.`,
  },
  {
    index: 6,
    target: 'add-images',
    title: msg`Add images`,
    text: msg`Drop photos or pick them, then watch each file upload. At least 800x500 pixels.`,
  },
  {
    index: 7,
    target: 'profile-photo',
    title: msg`Profile photo`,
    text: msg`Upload a photo and crop it to 8:5: it is the picture shown on the listing card.`,
  },
  {
    index: 8,
    target: 'image-list',
    title: msg`Your images`,
    text: msg`Everything uploaded, grouped by room.`,
  },
  {
    index: 9,
    target: 'image-group',
    title: msg`One room`,
    text: msg`The badge counts the photos in it, out of ${perRoom} for a room.`,
  },
  {
    index: 10,
    target: 'set-profile',
    title: msg`Set as profile photo`,
    text: msg`Any uploaded photo can become the profile photo.`,
  },
  {
    index: 11,
    target: 'profile-marker',
    title: msg`The profile photo`,
    text: msg`The current profile photo carries this star.`,
  },
  {
    index: 12,
    target: 'delete-image',
    title: msg`Delete`,
    text: msg`Removes a photo after you confirm. Deleting the profile photo clears it.`,
  },
];

/** Runs the tour over the images page; elements that are not on screen get a centred note. */
export function startAddImagesTour(onDone?: () => void) {
  const steps: DriveStep[] = ADD_IMAGES_TOUR_STEPS.map((step) => ({
    element: document.querySelector(`[data-tour="${step.target}"]`)
      ? `[data-tour="${step.target}"]`
      : undefined,
    popover: { title: i18n._(step.title), description: i18n._(step.text) },
    data: { index: step.index },
  }));
  const tour = driver({
    ...tourOptions(t`Add Images`, ADD_IMAGES_TOUR_FIRST_STEP),
    steps,
    onDestroyed: () => onDone?.(),
  });
  tour.drive();
  return tour;
}
