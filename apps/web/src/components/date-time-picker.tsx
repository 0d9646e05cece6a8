// The picker's own styles travel with it: whichever page shows a picker first, cold or not,
// loads them (they were imported by two of the four forms only, so the others looked unstyled).
import '@mantine/dates/styles.css';
import { useMatches } from '@mantine/core';
import { useLanguage } from '../lib/i18n';
import { DateTimePicker as MantineDateTimePicker, type DateTimePickerProps } from '@mantine/dates';

/** The pickers' shared settings: labelled time fields and month buttons for screen readers. */
const pickerProps = {
  valueFormat: 'ddd D MMM YYYY, HH:mm',
  popoverProps: { withinPortal: true },
  timePickerProps: { hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' },
  submitButtonProps: { 'aria-label': 'Confirm the date and time' },
  ariaLabels: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    monthLevelControl: 'Choose a month',
    yearLevelControl: 'Choose a year',
  },
} satisfies Partial<DateTimePickerProps>;

/**
 * Every date-time field of the product: Mantine's picker with its styles, labelled controls, and
 * on a phone a centred dialog instead of a dropdown, so the calendar, the time and the confirm
 * button all fit the screen whatever the field's place on the page.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const dropdownType = useMatches<'modal' | 'popover'>({ base: 'modal', sm: 'popover' });
  // Month and day names in the reader's language (its dayjs locale loads with the catalogs).
  const { language } = useLanguage();
  return (
    <MantineDateTimePicker
      {...pickerProps}
      locale={language}
      dropdownType={dropdownType}
      {...props}
    />
  );
}
