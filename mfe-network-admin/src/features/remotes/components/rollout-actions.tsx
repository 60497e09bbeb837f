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

type LineAction = Exclude<RolloutAction['kind'], 'makeDefault'>;

interface RolloutActionsProps {
  view: RemoteView;
  line: RolloutLine;
  onAction: (action: RolloutAction) => void;
}

/** The actions a line allows; one that cannot apply now stays visible, disabled, with the reason under it. */
export function RolloutActions({ view, line, onAction }: RolloutActionsProps) {
  const { t } = useTranslation('remotes');
  const names = { remote: t(`remote.${view.remote}`), target: line.network?.name ?? t('defaultTarget') };
  const own = line.own;
  // One release alone cannot have a canary: the table says so once, not on every line.
  const canCanary = view.releases.length > 1;
  const button = (kind: LineAction, text: string, reason: string | null = null) => (
    <ReasonedButton
      label={t('actionLabel', { action: text, ...names })}
      reason={reason}
      onClick={() => onAction({ kind, line })}
    >
      {text}
    </ReasonedButton>
  );
  return (
    <Actions>
      {button('pin', t('pin'))}
      {canCanary
        ? button(
            'canary',
            t(own?.canary_version ? 'changeCanary' : 'startCanary'),
            line.effective ? null : t('canaryNeedsStable'),
          )
        : null}
      {own?.canary_version ? button('promote', t('promote')) : null}
      {own ? button('rollBack', t('rollBack'), own.earlier.length > 0 ? null : t('nothingToRollBack')) : null}
      {own && line.target !== null ? button('reset', t('reset')) : null}
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
