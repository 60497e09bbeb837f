export { formatDay, formatHour, formatMonth } from './calendar';
export type { Instant, ZonedOptions } from './date-time';
export {
  formatDate,
  formatDateTime,
  formatOffset,
  formatTime,
  isoInZone,
  isoOfWallTime,
  toDate,
  zoneLabel,
  zoneOffsetMinutes,
} from './date-time';
export {
  currencyDigits,
  formatMoney,
  formatMoneyPerUnit,
  minorToDecimal,
  moneyDecimal,
  moneyPerUnitDecimal,
} from './money';
export { formatBasisPoints, formatCount, formatPercent } from './number';
export type { OsCode } from './os';
export { OS_CODES, osCode, osName } from './os';
