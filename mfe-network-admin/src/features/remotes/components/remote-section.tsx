import { Muted } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type RemoteView, releaseCommand } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';
import { ActionDialog } from './action-dialog';
import { ReleasesTable } from './releases-table';
import { RolloutsTable } from './rollouts-table';

const Section = styled.section`
  border-block-start: 1px solid ${(p) => p.theme.colors.border};
  padding-block-start: 0.5rem;
  margin-block-start: 1.5rem;
`;

const RemoteTitle = styled.h2`
  font-size: 1.2rem;
  margin: 0.5rem 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  code { font-size: 0.85rem; font-weight: 400; color: ${(p) => p.theme.colors.muted}; }
`;

const PartTitle = styled.h3`
  font-size: 1rem;
  margin: 1rem 0 0.5rem;
`;

/** One remote: its releases, then what the platform default and each network get of it. */
export function RemoteSection({ view }: { view: RemoteView }) {
  const { t } = useTranslation('remotes');
  const titleId = useId();
  const [action, setAction] = useState<RolloutAction | null>(null);
  const remoteLabel = t(`remote.${view.remote}`);
  return (
    <Section aria-labelledby={titleId}>
      <RemoteTitle id={titleId}>
        {remoteLabel} <code>{view.remote}</code>
      </RemoteTitle>
      <PartTitle>{t('releasesTitle')}</PartTitle>
      {view.releases.length === 0 ? (
        <Muted role="status">
          {t('noReleases')} <code>{releaseCommand(view.remote)}</code>
        </Muted>
      ) : (
        <>
          <ReleasesTable view={view} onAction={setAction} />
          <PartTitle>{t('rolloutsTitle')}</PartTitle>
          {view.releases.length === 1 ? <Muted>{t('canaryNeedsTwo')}</Muted> : null}
          <RolloutsTable view={view} onAction={setAction} />
        </>
      )}
      {action ? <ActionDialog view={view} action={action} onClose={() => setAction(null)} /> : null}
    </Section>
  );
}
