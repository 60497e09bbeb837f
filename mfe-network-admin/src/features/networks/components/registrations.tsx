import type { AdminNetwork, RegistrationDecision } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, Muted, QueryState, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNetworkRegistrations } from '../api/get-network-registrations';
import { useReviewNetworkRegistration } from '../api/review-network-registration';

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
export function Registrations() {
  const { t } = useTranslation('networks');
  const times = useTimeFormat();
  const registrations = useNetworkRegistrations();
  const review = useReviewNetworkRegistration();

  const decide = async (network: AdminNetwork, decision: RegistrationDecision) => {
    try {
      await review.mutateAsync({ id: network.id, decision });
      const name = network.company_name;
      notifySuccess(t(decision === 'approve' ? 'approvedToast' : 'rejectedToast', { name }));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <section aria-labelledby="registrations-title">
      <SectionTitle id="registrations-title">{t('registrationsTitle')}</SectionTitle>
      <Muted>{t('registrationsHelp')}</Muted>
      <QueryState
        query={registrations}
        isEmpty={(rows) => rows.length === 0}
        empty={<Muted role="status">{t('registrationsEmpty')}</Muted>}
      >
        {(rows) => (
          <List>
            {rows.map((n) => (
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
        )}
      </QueryState>
    </section>
  );
}
