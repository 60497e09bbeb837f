import type { NetworkSettingsView } from '@affnet/contracts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedContext } from '../hooks/use-unsaved';
import type { SettingsSection } from '../lib/settings-sections';
import { ColumnsPicker } from './columns-picker';
import { CompanySection } from './company-section';
import { DomainsSection } from './domains-section';
import { ExchangeRatesSection } from './exchange-rates-section';
import { FallbackSection } from './fallback-section';
import { ForwardingSection } from './forwarding-section';
import { LinkSection } from './link-section';
import { LogoSection } from './logo-section';
import { PostbacksSection } from './postbacks-section';
import { Section } from './section';
import { TimeZoneSection } from './timezone-section';

type Report = (section: SettingsSection, part: string, unsaved: boolean) => void;

/** Which sections hold unsaved changes, from the reports of their parts (each form of a section reports alone). */
export function useUnsavedSections() {
  const [parts, setParts] = useState<ReadonlyMap<string, SettingsSection>>(new Map());
  const report = useCallback<Report>((section, part, unsaved) => {
    setParts((current) => {
      if (unsaved === current.has(part)) return current;
      const next = new Map(current);
      if (unsaved) next.set(part, section);
      else next.delete(part);
      return next;
    });
  }, []);
  const sections = useMemo(() => new Set(parts.values()), [parts]);
  return { sections, report };
}

function Panel({
  id,
  current,
  report,
  children,
}: {
  id: SettingsSection;
  current: SettingsSection;
  report: Report;
  children: ReactNode;
}) {
  const forSection = useCallback((part: string, unsaved: boolean) => report(id, part, unsaved), [report, id]);
  return (
    <UnsavedContext.Provider value={forSection}>
      <div hidden={id !== current}>{children}</div>
    </UnsavedContext.Provider>
  );
}

interface SettingsPanelsProps {
  settings: NetworkSettingsView;
  current: SettingsSection;
  report: Report;
}

/** Every section of Settings, the chosen one shown. */
export function SettingsPanels({ settings, current, report }: SettingsPanelsProps) {
  const { t } = useTranslation('settings');
  const panel = { current, report };
  return (
    <div>
      <Panel id="tracking" {...panel}>
        <LinkSection settings={settings} />
        <FallbackSection settings={settings} />
      </Panel>
      <Panel id="time" {...panel}>
        <TimeZoneSection settings={settings} />
        <ExchangeRatesSection />
      </Panel>
      <Panel id="domains" {...panel}>
        <DomainsSection settings={settings} />
      </Panel>
      <Panel id="exports" {...panel}>
        <Section title={t('columns.title')} help={t('columns.help')}>
          <ColumnsPicker kind="offer" />
          <ColumnsPicker kind="report" />
        </Section>
      </Panel>
      <Panel id="postbacks" {...panel}>
        <PostbacksSection settings={settings} />
        <ForwardingSection />
      </Panel>
      <Panel id="logo" {...panel}>
        <LogoSection />
      </Panel>
      <Panel id="company" {...panel}>
        <CompanySection />
      </Panel>
    </div>
  );
}
