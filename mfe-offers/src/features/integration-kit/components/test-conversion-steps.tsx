import { formatMoney } from '@affnet/format';
import { useTranslation } from 'react-i18next';
import type { TestConversion } from '../api/send-test-conversion';

/** The steps of a test conversion as the server saw them, in order, and that none of it was kept. */
export function TestConversionSteps({ result }: { result: TestConversion }) {
  const { t, i18n } = useTranslation('offers');
  const { click, conversion, postbacks } = result;
  if (click.problem) {
    return (
      <ol aria-label={t('kit.stepsLabel')}>
        <li>{t('kit.step.noPublisher')}</li>
      </ol>
    );
  }
  const money = (minor: number | undefined) =>
    minor === undefined || !conversion ? '' : formatMoney(minor, conversion.currency, i18n.language);
  return (
    <ol aria-label={t('kit.stepsLabel')}>
      <li>{t('kit.step.click', { id: click.click_id })}</li>
      {conversion ? (
        <li>
          {t('kit.step.conversion', { status: t(`kit.status.${conversion.status}`) })}
          {conversion.reason === 'cap' ? ` ${t('kit.step.overCap')}` : ''}
          {conversion.revenue === undefined ? '' : ` ${t('kit.step.revenue', { amount: money(conversion.revenue) })}`}
          {conversion.payout === undefined ? '' : ` ${t('kit.step.payout', { amount: money(conversion.payout) })}`}
        </li>
      ) : null}
      <li>
        {postbacks.length === 0 ? t('kit.step.noPostback') : t('kit.step.postbacks', { count: postbacks.length })}
        {postbacks.length > 0 ? (
          <ul>
            {postbacks.map((postback, index) => (
              // The same URL may fire twice (two postbacks of the publisher): the order is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown
              <li key={index}>
                {postback.url ? <code>{postback.url}</code> : null}{' '}
                {postback.status_code === null
                  ? t('kit.step.postbackFailed', { error: postback.error ?? '' })
                  : t('kit.step.postbackAnswered', { code: postback.status_code, ms: postback.duration_ms })}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
      <li>{t('kit.step.rolledBack')}</li>
    </ol>
  );
}
