import { userMessage } from '@affnet/core';
import { AreaPage, LoadError, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/settings';
import { useNetworkSettings } from '../api/get-network-settings';
import { ColumnsPicker } from './columns-picker';
import { DomainsSection } from './domains-section';
import { ExchangeRatesSection } from './exchange-rates-section';
import { ForwardingSection } from './forwarding-section';
import { LinkSection } from './link-section';
import { LogoSection } from './logo-section';
import { PostbacksSection } from './postbacks-section';
import { Section } from './section';
import { TimeZoneSection } from './timezone-section';

/** /network/settings: each section saves on its own and says so with a toast. */
export function SettingsPage() {
  const { t } = useTranslation('network');
  const { t: ts } = useTranslation('settings');
  const settings = useNetworkSettings();
  // This page words its failure with a line of its own above the message and Retry.
  if (settings.status === 'error') {
    return (
      <AreaPage title={t('settings')}>
        <Muted>{ts('loadError')}</Muted>
        <LoadError message={userMessage(settings.error, t)} onRetry={() => void settings.refetch()} />
      </AreaPage>
    );
  }
  return (
    <AreaPage title={t('settings')}>
      <QueryState query={settings}>
        {(shown) => (
          <>
            <LinkSection settings={shown} />
            <TimeZoneSection settings={shown} />
            <ExchangeRatesSection />
            <DomainsSection settings={shown} />
            <Section title={ts('columns.title')} help={ts('columns.help')}>
              <ColumnsPicker kind="offer" />
              <ColumnsPicker kind="report" />
            </Section>
            <ForwardingSection />
            <PostbacksSection settings={shown} />
            <LogoSection />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
