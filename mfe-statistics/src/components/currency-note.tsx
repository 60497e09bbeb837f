import { Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { anyConverted, type Figures, manyCurrencies } from '../lib/metric-columns';

/**
 * What the money of an answer is in: "converted at your rates" when some was, or that each currency has its own
 * line when there are several; nothing for a network with one currency.
 */
export function CurrencyNote({ figures, currency }: { figures: Figures[]; currency: string }) {
  const { t } = useTranslation('statistics');
  if (anyConverted(figures)) return <Muted>{t('currency.convertedNote', { currency })}</Muted>;
  if (manyCurrencies(figures)) return <Muted>{t('currency.ownLines')}</Muted>;
  return null;
}
