import { currencyDigits, moneyDecimal } from '@affnet/format';
import { useTranslation } from 'react-i18next';

/** The postback's parameters, as /postback reads them. */
const PARAMETERS = ['click_id', 'goal', 'payout', 'amount', 'status', 'txn_id'] as const;

/**
 * Amounts as /postback reads them, in the currency's own digits: 12.50 dollars, 1250 yen, 12.500 dinars (a yen
 * amount with cents is refused, so the example never shows one).
 */
function amountExamples(currency: string) {
  const digits = currencyDigits(currency);
  const scale = 10 ** Math.max(0, digits - 2);
  return {
    currency,
    payoutExample: moneyDecimal(1250 * scale, currency),
    amountExample: moneyDecimal(5990 * scale, currency),
    digits,
  };
}

/** What each parameter of the postback (and of the pixel, but the click id) means. */
export function PostbackParameters({ currency }: { currency: string }) {
  const { t } = useTranslation('offers');
  const examples = amountExamples(currency);
  const digitsNote = examples.digits === 0 ? t('kit.digits.whole') : t('kit.digits.decimals', examples);
  return (
    <dl aria-label={t('kit.parametersLabel')}>
      {PARAMETERS.map((name) => (
        <div key={name}>
          <dt>
            <code>{name}</code> {name === 'click_id' ? t('kit.required') : t('kit.optional')}
          </dt>
          <dd>{t(`kit.parameter.${name}`, { ...examples, digitsNote })}</dd>
        </div>
      ))}
    </dl>
  );
}
