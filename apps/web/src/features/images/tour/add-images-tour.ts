import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, MAX_IMAGES_PER_LOCATION } from '@propdesk/shared';
import { tourOptions } from '../../../lib/tour';

/**
 * The 'Add Images' tutorial. Its steps keep the indexes 4 to 12 of the dashboard's tutorial
 * numbering (the 'Create Property' tutorial uses 0 to 6 and hands over to this page).
 */
const ADD_IMAGES_TOUR_FIRST_STEP = 4;

const ADD_IMAGES_TOUR_STEPS: {
  index: number;
  target: string;
  title: string;
  text: string;
}[] = [
  {
    index: 4,
    target: 'location',
    title: 'Choose a room',
    text: 'Every photo belongs to a room or area. Land listings offer General only.',
  },
  {
    index: 5,
    target: 'allowance',
    title: 'What is left',
    text: `Each room holds ${MAX_IMAGES_PER_LOCATION} photos in total; General takes up to ${MAX_GENERAL_IMAGES_PER_UPLOAD} per upload.`,
  },
  {
    index: 6,
    target: 'add-images',
    title: 'Add images',
    text: 'Drop photos or pick them, then watch each file upload. At least 800x500 pixels.',
  },
  {
    index: 7,
    target: 'profile-photo',
    title: 'Profile photo',
    text: 'Upload a photo and crop it to 8:5: it is the picture shown on the listing card.',
  },
  {
    index: 8,
    target: 'image-list',
    title: 'Your images',
    text: 'Everything uploaded, grouped by room.',
  },
  {
    index: 9,
    target: 'image-group',
    title: 'One room',
    text: `The badge counts the photos in it, out of ${MAX_IMAGES_PER_LOCATION} for a room.`,
  },
  {
    index: 10,
    target: 'set-profile',
    title: 'Set as profile photo',
    text: 'Any uploaded photo can become the profile photo.',
  },
  {
    index: 11,
    target: 'profile-marker',
    title: 'The profile photo',
    text: 'The current profile photo carries this star.',
  },
  {
    index: 12,
    target: 'delete-image',
    title: 'Delete',
    text: 'Removes a photo after you confirm. Deleting the profile photo clears it.',
  },
];

/** Runs the tour over the images page; elements that are not on screen get a centred note. */
export function startAddImagesTour(onDone?: () => void) {
  const steps: DriveStep[] = ADD_IMAGES_TOUR_STEPS.map((step) => ({
    element: document.querySelector(`[data-tour="${step.target}"]`)
      ? `[data-tour="${step.target}"]`
      : undefined,
    popover: { title: step.title, description: step.text },
    data: { index: step.index },
  }));
  const tour = driver({
    ...tourOptions('Add Images', ADD_IMAGES_TOUR_FIRST_STEP),
    steps,
    onDestroyed: () => onDone?.(),
  });
  tour.drive();
  return tour;
}
