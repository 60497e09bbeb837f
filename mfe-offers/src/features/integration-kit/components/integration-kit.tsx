import { QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/kit-translations';
import { useIntegrationKit } from '../api/get-integration-kit';
import { CopyField } from './copy-field';
import { PostbackParameters } from './postback-parameters';
import { TestConversionButton } from './test-conversion-button';

/**
 * How an advertiser reports the offer's conversions: the S2S postback, or a pixel or a script on his thank-you page
 * (the click id comes from the visitor's cookie of the tracking domain), and a test conversion end to end.
 */
export function IntegrationKit({ offerId }: { offerId: number }) {
  const { t } = useTranslation('offers');
  const kit = useIntegrationKit(offerId);
  return (
    <section aria-labelledby="integration-kit-heading">
      <h2 id="integration-kit-heading">{t('kit.heading')}</h2>
      <QueryState query={kit}>
        {(shown) => (
          <>
            <h3>{t('kit.postbackHeading')}</h3>
            <p>{t('kit.postbackIntro', { domain: shown.tracking_domain })}</p>
            <CopyField label={t('kit.postbackUrl')} value={shown.postback_url} />
            <PostbackParameters currency={shown.currency} />
            <h3>{t('kit.pixelHeading')}</h3>
            <p>{t('kit.pixelIntro')}</p>
            <CopyField label={t('kit.pixelHtml')} value={shown.pixel_html} />
            <CopyField label={t('kit.scriptHtml')} value={shown.script_html} rows={6} />
            <TestConversionButton offerId={offerId} />
          </>
        )}
      </QueryState>
    </section>
  );
}
