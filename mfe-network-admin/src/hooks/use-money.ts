import { formatCount, formatDay, formatMoney } from '@affnet/format';
import { useTranslation } from 'react-i18next';

/** Money, counts and days in the reader's language: an amount always with its own currency, a period as two days. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    count: (value: number) => formatCount(value, locale),
    day: (key: string) => formatDay(key, locale),
    period: (from: string, to: string) => `${formatDay(from, locale)} – ${formatDay(to, locale)}`,
  };
}
