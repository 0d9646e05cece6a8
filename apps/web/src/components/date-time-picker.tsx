// The picker's own styles travel with it: whichever page shows a picker first, cold or not,
// loads them (they were imported by two of the four forms only, so the others looked unstyled).
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@mantine/core';
import { useLanguage } from '../lib/i18n';
import {
  DatePickerInput,
  DateTimePicker as MantineDateTimePicker,
  type DatePickerInputProps,
  type DateTimePickerProps,
} from '@mantine/dates';

/** How a chosen date and time is written in the field (dayjs tokens, in the reader's language). */
const VALUE_FORMAT = 'ddd D MMM YYYY, HH:mm';
/** How a chosen day is written in the field. */
const DAY_FORMAT = 'D MMM YYYY';

/** The calendar's buttons named for screen readers, in the reader's language. */
function useCalendarLabels() {
  const { t } = useLingui();
  return {
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousDecade: t`Previous decade`,
    nextDecade: t`Next decade`,
    monthLevelControl: t`Choose a month`,
    yearLevelControl: t`Choose a year`,
  };
}

/**
 * Every date-time field of the product: Mantine's picker with its styles, labelled controls, and
 * on a phone a centred dialog instead of a dropdown, so the calendar, the time and the confirm
 * button all fit the screen whatever the field's place on the page.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const dropdownType = useMatches<'modal' | 'popover'>({ base: 'modal', sm: 'popover' });
  // Month and day names in the reader's language (its dayjs locale loads with the catalogs).
  const { language } = useLanguage();
  const { t } = useLingui();
  // Labelled time fields and month buttons for screen readers.
  const pickerProps = {
    valueFormat: VALUE_FORMAT,
    popoverProps: { withinPortal: true },
    timePickerProps: { hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes` },
    submitButtonProps: { 'aria-label': t`Confirm the date and time` },
    ariaLabels: useCalendarLabels(),
  } satisfies Partial<DateTimePickerProps>;
  return (
    <MantineDateTimePicker
      {...pickerProps}
      locale={language}
      dropdownType={dropdownType}
      {...props}
    />
  );
}

/**
 * Every date field of the product (a day, no time): the same picker, so the day reads in the
 * reader's language and calendar rather than in the browser's own date field.
 */
export function DatePickerField(props: DatePickerInputProps) {
  const dropdownType = useMatches<'modal' | 'popover'>({ base: 'modal', sm: 'popover' });
  const { language } = useLanguage();
  return (
    <DatePickerInput
      valueFormat={DAY_FORMAT}
      popoverProps={{ withinPortal: true }}
      ariaLabels={useCalendarLabels()}
      locale={language}
      dropdownType={dropdownType}
      {...props}
    />
  );
}
