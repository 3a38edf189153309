export { formatIndianNumber, formatRupees, toNumber } from './number';
export type { NumericInput } from './number';
export {
  INDIA_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimeOfDay,
  parseTimeOfDay,
  toDate,
} from './date';
export type { DateFormatOptions, DateInput } from './date';
