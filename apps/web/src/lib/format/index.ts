// Every number, amount, date and time a person reads, written one way for every feature, in the
// active language (./locale.ts).
export { formatDate, formatDateTime, formatDayMonth, formatEventRange } from './dates';
export { formatFileSize } from './file-size';
export {
  formatAmountWithCode,
  formatArea,
  formatCount,
  formatDistance,
  formatMoney,
  formatNumber,
} from './numbers';
export { formatLanguage } from './locale';
export { timeAgo, timeAgoRoughly, timeWaiting } from './relative-time';
