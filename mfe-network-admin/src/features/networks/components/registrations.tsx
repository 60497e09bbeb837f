import { getNetworkRegistrations, reviewNetworkRegistration } from '@affnet/api';
import type { AdminNetwork, RegistrationDecision } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, LoadError, Loading, Muted, useLoad, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  p { margin: 0.15rem 0 0; }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export const SectionTitle = styled.h2`
  font-size: 1.15rem;
  margin: 1.5rem 0 0.5rem;
`;

/** Self-service sign-ups waiting for the super admin; a decision takes the network off the list. */
export function Registrations({ onDecided }: { onDecided: () => void }) {
  const { t } = useTranslation('networks');
  const times = useTimeFormat();
  const { state, reload, replace } = useLoad('registrations', getNetworkRegistrations);

  const decide = async (network: AdminNetwork, decision: RegistrationDecision) => {
    try {
      await reviewNetworkRegistration(network.id, decision);
      const name = network.company_name;
      notifySuccess(t(decision === 'approve' ? 'approvedToast' : 'rejectedToast', { name }));
      replace((rows) => rows.filter((r) => r.id !== network.id));
      onDecided();
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <section aria-labelledby="registrations-title">
      <SectionTitle id="registrations-title">{t('registrationsTitle')}</SectionTitle>
      <Muted>{t('registrationsHelp')}</Muted>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {state.status === 'done' && state.data.length === 0 ? (
        <Muted role="status">{t('registrationsEmpty')}</Muted>
      ) : null}
      {state.status === 'done' && state.data.length > 0 ? (
        <List>
          {state.data.map((n) => (
            <Item key={n.id}>
              <div>
                <strong>{n.company_name}</strong> ({n.network_id}) — {n.owner_name} &lt;{n.owner_email}&gt;
                <p>
                  {n.dashboard_domain} ·{' '}
                  {t('registeredOn', { date: `${times.dateTime(n.created_at)} (${times.timeZone})` })}
                </p>
              </div>
              <Actions>
                <Button
                  type="button"
                  aria-label={t('approveLabel', { name: n.company_name })}
                  onClick={() => decide(n, 'approve')}
                >
                  {t('approve')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('rejectLabel', { name: n.company_name })}
                  onClick={() => decide(n, 'reject')}
                >
                  {t('reject')}
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      ) : null}
    </section>
  );
}
