import { Button } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteView, RolloutLine } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';
import { Small } from './badges';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: flex-start;
`;

const WithReason = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 0.15rem;
`;

interface RolloutActionsProps {
  view: RemoteView;
  line: RolloutLine;
  onAction: (action: RolloutAction) => void;
}

/** The actions a line allows; one that cannot apply now stays visible, disabled, with the reason under it. */
export function RolloutActions({ view, line, onAction }: RolloutActionsProps) {
  const { t } = useTranslation('remotes');
  const names = { remote: t(`remote.${view.remote}`), target: line.network?.name ?? t('defaultTarget') };
  const stable = line.effective?.version;
  const canaryBlocked = !stable
    ? t('canaryNeedsStable')
    : view.releases.every((r) => r.version === stable)
      ? t('canaryNeedsTwo')
      : null;
  const act = (kind: Exclude<RolloutAction['kind'], 'makeDefault'>) => () => onAction({ kind, line });
  return (
    <Actions>
      <Button type="button" $variant="secondary" aria-label={t('pinLabel', names)} onClick={act('pin')}>
        {t('pin')}
      </Button>
      <ReasonedButton label={t('canaryLabel', names)} reason={canaryBlocked} onClick={act('canary')}>
        {t(line.own?.canary_version ? 'changeCanary' : 'startCanary')}
      </ReasonedButton>
      {line.own?.canary_version ? (
        <Button type="button" $variant="secondary" aria-label={t('promoteLabel', names)} onClick={act('promote')}>
          {t('promote')}
        </Button>
      ) : null}
      {line.own ? (
        <ReasonedButton
          label={t('rollBackLabel', names)}
          reason={line.own.previous_version ? null : t('nothingToRollBack')}
          onClick={act('rollBack')}
        >
          {t('rollBack')}
        </ReasonedButton>
      ) : null}
      {line.own && line.target !== null ? (
        <Button type="button" $variant="secondary" aria-label={t('resetLabel', names)} onClick={act('reset')}>
          {t('reset')}
        </Button>
      ) : null}
    </Actions>
  );
}

interface ReasonedButtonProps {
  label: string;
  /** Why the action cannot apply now; null: it can. */
  reason: string | null;
  onClick: () => void;
  children: string;
}

function ReasonedButton({ label, reason, onClick, children }: ReasonedButtonProps) {
  const reasonId = useId();
  const button = (
    <Button
      type="button"
      $variant="secondary"
      aria-label={label}
      disabled={reason !== null}
      aria-describedby={reason ? reasonId : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
  if (!reason) return button;
  return (
    <WithReason>
      {button}
      <Small id={reasonId}>{reason}</Small>
    </WithReason>
  );
}
