import { t } from '@lingui/core/macro';
import type { Config } from 'driver.js';

/** driver.js's own placeholders, which it fills with the step's number and the step count. */
const CURRENT = '{{current}}';
const TOTAL = '{{total}}';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The options every tutorial shares (driver.js): the house look and buttons in the reader's
 * language, no animation for reduced motion, and each popover named a dialog carrying its spec
 * step index (`data-tour-step`, first step `firstIndex`). `name` is the tutorial's name, already
 * in the reader's language.
 */
export function tourOptions(name: string, firstIndex = 0): Config {
  return {
    animate: !window.matchMedia(REDUCED_MOTION).matches,
    allowKeyboardControl: true,
    showProgress: true,
    progressText: t({
      message: `Step ${CURRENT} of ${TOTAL}`,
      comment: 'CURRENT: the step shown; TOTAL: the number of steps',
    }),
    nextBtnText: t`Next`,
    prevBtnText: t({ message: 'Back', context: 'Previous step of a tour' }),
    doneBtnText: t`Done`,
    popoverClass: 'propdesk-tour',
    onPopoverRender: (popover, { state }) => {
      const index = firstIndex + (state.activeIndex ?? 0);
      popover.wrapper.dataset.tourStep = String(index);
      popover.wrapper.setAttribute('role', 'dialog');
      popover.wrapper.setAttribute(
        'aria-label',
        t({
          message: `${name} tutorial, step ${index}`,
          comment: 'name: the tutorial, such as Create Property; index: the step',
        }),
      );
    },
  };
}
