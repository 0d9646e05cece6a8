import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { tourOptions } from '../../../lib/tour';
import type { FormTab } from '../editor-tabs';

/**
 * The 'Create Property' tutorial: steps 0 to 6 of the dashboard's tutorial numbering, across the
 * details, location and price tabs; 'Save and Continue' then opens the images tab, where 'Add
 * Images' (steps 4 to 12 of its own page) follows.
 */
const CREATE_PROPERTY_STEPS: { tab: FormTab; target: string; title: string; text: string }[] = [
  {
    tab: 'details',
    target: 'name',
    title: 'Name the listing',
    text: 'A name for your own lists. Customers see the title, which is suggested for you.',
  },
  {
    tab: 'details',
    target: 'type',
    title: 'Type and category',
    text: 'Pick what the property is, and whether it is for sale, rent or short stay.',
  },
  {
    tab: 'details',
    target: 'description',
    title: 'Describe it',
    text: 'Phone numbers and email addresses are not allowed: customers reach you through the site.',
  },
  {
    tab: 'location',
    target: 'suburb',
    title: 'Where it is',
    text: 'Choose the country, city and suburb, or search for a place.',
  },
  {
    tab: 'location',
    target: 'map',
    title: 'Pin it on the map',
    text: 'Tap or click the map, or drag the pin, to mark the exact spot.',
  },
  {
    tab: 'price',
    target: 'price',
    title: 'Set the price',
    text: "The currency is your country's; choose whether the price is for the whole property or per unit of its area. Under the price, you see it as customers will.",
  },
  {
    tab: 'price',
    target: 'save-and-continue',
    title: 'Save and continue',
    text: 'Saves the listing; photos come next, then you send it for review.',
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
    popover: { title: step.title, description: step.text },
    data: { index },
  }));
  const tour = driver({
    ...tourOptions('Create Property'),
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
