import { useTranslation } from 'react-i18next';

/** The postback's parameters, as /postback reads them. */
const PARAMETERS = ['click_id', 'goal', 'payout', 'amount', 'status', 'txn_id'] as const;

/** What each parameter of the postback (and of the pixel, but the click id) means. */
export function PostbackParameters({ currency }: { currency: string }) {
  const { t } = useTranslation('offers');
  return (
    <dl aria-label={t('kit.parametersLabel')}>
      {PARAMETERS.map((name) => (
        <div key={name}>
          <dt>
            <code>{name}</code> {name === 'click_id' ? t('kit.required') : t('kit.optional')}
          </dt>
          <dd>{t(`kit.parameter.${name}`, { currency })}</dd>
        </div>
      ))}
    </dl>
  );
}
