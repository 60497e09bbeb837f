export { formatDay, formatHour, formatMonth } from './calendar';
export { currencyDigits } from './currency-digits';
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
  formatMoney,
  formatMoneyNumber,
  formatMoneyPerUnit,
  minorToDecimal,
  moneyDecimal,
  moneyPerUnitDecimal,
} from './money';
export type { AmountParse, AmountRefusal } from './money-parse';
export {
  decimalToMinor,
  decimalToMoney,
  parseMoney,
  parsePlainDecimal,
  parseTypedDecimal,
} from './money-parse';
export { formatBasisPoints, formatCount, formatPercent, formatRate } from './number';
export type { OsCode } from './os';
export { OS_CODES, osCode, osName } from './os';
