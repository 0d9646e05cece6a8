import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { tourOptions } from '../../../lib/tour';
import type { FormTab } from '../editor-tabs';

/**
 * The 'Create Property' tutorial: steps 0 to 6 of the dashboard's tutorial numbering, across the
 * details, location and price tabs; 'Save and Continue' then opens the images tab, where 'Add
 * Images' (steps 4 to 12 of its own page) follows.
 */
const CREATE_PROPERTY_STEPS: {
  tab: FormTab;
  target: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    tab: 'details',
    target: 'name',
    title: msg`Name the listing`,
    text: msg`A name for your own lists. Customers see the title, which is suggested for you.`,
  },
  {
    tab: 'details',
    target: 'type',
    title: msg`Type and category`,
    text: msg`Pick what the property is, and whether it is for sale, rent or short stay.`,
  },
  {
    tab: 'details',
    target: 'description',
    title: msg`Describe it`,
    text: msg`Phone numbers and email addresses are not allowed: customers reach you through the site.`,
  },
  {
    tab: 'location',
    target: 'suburb',
    title: msg`Where it is`,
    text: msg`Choose the country, city and suburb, or search for a place.`,
  },
  {
    tab: 'location',
    target: 'map',
    title: msg`Pin it on the map`,
    text: msg`Tap or click the map, or drag the pin, to mark the exact spot.`,
  },
  {
    tab: 'price',
    target: 'price',
    title: msg`Set the price`,
    text: msg`The currency is your country's; choose whether the price is for the whole property or per unit of its area. Under the price, you see it as customers will.`,
  },
  {
    tab: 'price',
    target: 'save-and-continue',
    title: msg`Save and continue`,
    text: msg`Saves the listing; photos come next, then you send it for review.`,
  },
];

/** The step's element, or the locked-tab notice when a previous tab still needs filling in. */
const targetOf = (target: string) =>
  document.querySelector(`[data-tour="${target}"]`) ??
  document.querySelector('[data-tour="blocked"]');

/** Resolves once the element is on screen (the tab has rendered), or after a short wait. */
function whenShown(target: string): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const look = () => {
      if (targetOf(target) || performance.now() - started > 1500) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}

interface CreatePropertyTourOptions {
  /** Opens a tab of the editor; the tour waits for it before showing the step. */
  openTab: (tab: FormTab) => void;
  onDone?: () => void;
}

export function startCreatePropertyTour({ openTab, onDone }: CreatePropertyTourOptions) {
  const steps: DriveStep[] = CREATE_PROPERTY_STEPS.map((step, index) => ({
    element: () => targetOf(step.target) ?? document.body,
    popover: { title: i18n._(step.title), description: i18n._(step.text) },
    data: { index },
  }));
  const tour = driver({
    ...tourOptions(t`Create Property`),
    steps,
    onNextClick: () => void move((tour.getActiveIndex() ?? 0) + 1),
    onPrevClick: () => void move((tour.getActiveIndex() ?? 0) - 1),
    onDestroyed: () => onDone?.(),
  });

  async function move(index: number) {
    const step = CREATE_PROPERTY_STEPS[index];
    if (!step) {
      tour.destroy();
      return;
    }
    openTab(step.tab);
    await whenShown(step.target);
    tour.moveTo(index);
  }

  openTab('details');
  void whenShown(CREATE_PROPERTY_STEPS[0]!.target).then(() => tour.drive());
  return tour;
}
