import { userMessage } from '@affnet/core';
import { AreaPage, LoadError, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import '../i18n/settings';
import { useNetworkSettings } from '../api/get-network-settings';
import { sectionOfPath } from '../lib/settings-sections';
import { SettingsIndex } from './settings-index';
import { SettingsPanels, useUnsavedSections } from './settings-panels';

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 768px) {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }
`;

const isBare = (pathname: string, basePath: string) => pathname.replace(/\/+$/, '') === basePath;

/**
 * /network/settings/<section>: an index of the sections and the chosen one. Every section stays mounted (hidden when
 * not chosen), so an edit survives a look at another section, and the index marks the sections with unsaved changes.
 */
export function SettingsPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('network');
  const { t: ts } = useTranslation('settings');
  const { pathname } = useLocation();
  const settings = useNetworkSettings();
  const unsaved = useUnsavedSections();
  const section = sectionOfPath(pathname, basePath);
  // The bare address opens the first section; a section of no page is an unknown path, as anywhere (spec section 2).
  if (!section) return <Navigate to={isBare(pathname, basePath) ? `${basePath}/tracking` : '/'} replace />;
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
      <Layout>
        <SettingsIndex basePath={basePath} unsaved={unsaved.sections} />
        <QueryState query={settings}>
          {(shown) => <SettingsPanels settings={shown} current={section} report={unsaved.report} />}
        </QueryState>
      </Layout>
    </AreaPage>
  );
}
