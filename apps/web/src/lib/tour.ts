import type { Config } from 'driver.js';

/**
 * The options every tutorial shares (driver.js): the house look and buttons, no animation for
 * reduced motion, and each popover named a dialog carrying its spec step index
 * (`data-tour-step`, first step `firstIndex`).
 */
export function tourOptions(name: string, firstIndex = 0): Config {
  return {
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    allowKeyboardControl: true,
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Done',
    popoverClass: 'propdesk-tour',
    onPopoverRender: (popover, { state }) => {
      const index = firstIndex + (state.activeIndex ?? 0);
      popover.wrapper.dataset.tourStep = String(index);
      popover.wrapper.setAttribute('role', 'dialog');
      popover.wrapper.setAttribute('aria-label', `${name} tutorial, step ${index}`);
    },
  };
}
