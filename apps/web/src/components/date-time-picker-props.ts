import type { DateTimePickerProps } from '@mantine/dates';

/** The pickers' shared settings: labelled time fields and month buttons for screen readers. */
export const pickerProps = {
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
