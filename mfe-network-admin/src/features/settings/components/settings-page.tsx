import { getNetworkSettings } from '@affnet/api';
import { userMessage } from '@affnet/core';
import { AreaPage, LoadError, Loading, Muted, useLoad } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/settings';
import { ColumnsPicker } from './columns-picker';
import { DomainsSection } from './domains-section';
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
  const { state, reload } = useLoad('settings', getNetworkSettings);
  return (
    <AreaPage title={t('settings')}>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <>
          <Muted>{ts('loadError')}</Muted>
          <LoadError message={userMessage(state.error, t)} onRetry={reload} />
        </>
      ) : null}
      {state.status === 'done' ? (
        <>
          <LinkSection settings={state.data} />
          <TimeZoneSection settings={state.data} />
          <DomainsSection settings={state.data} />
          <Section title={ts('columns.title')} help={ts('columns.help')}>
            <ColumnsPicker kind="offer" />
            <ColumnsPicker kind="report" />
          </Section>
          <ForwardingSection />
          <PostbacksSection settings={state.data} />
          <LogoSection />
        </>
      ) : null}
    </AreaPage>
  );
}
