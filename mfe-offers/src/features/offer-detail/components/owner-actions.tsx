import type { Offer } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSetOfferStatus } from '../api/set-offer-status';

const Bar = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1rem;
  a { display: inline-flex; align-items: center; min-height: 40px; padding: 0.5rem 1rem; border-radius: ${(p) => p.theme.radius}; border: 1px solid ${(p) => p.theme.colors.border}; color: ${(p) => p.theme.colors.text}; font-weight: 600; text-decoration: none; }
`;

/** The owner edits an offer, pauses a running one or activates it again. */
export function OwnerActions({ basePath, offer }: { basePath: string; offer: Offer }) {
  const { t } = useTranslation('offers');
  const setStatus = useSetOfferStatus();
  const sending = setStatus.isPending;
  const next = offer.status === 'active' ? 'paused' : 'active';
  const toggle = () =>
    setStatus.mutate(
      { id: offer.id, status: next },
      {
        onSuccess: () =>
          notifySuccess(t(next === 'paused' ? 'detail.pausedToast' : 'detail.activatedToast', { name: offer.name })),
        onError: (error) => notifyError(userMessage(error, t)),
      },
    );
  return (
    <Bar>
      <Link to={`${basePath}/${offer.id}/edit`}>{t('detail.edit')}</Link>
      <Button type="button" $variant="secondary" onClick={toggle} disabled={sending} aria-busy={sending || undefined}>
        {t(next === 'paused' ? 'detail.pause' : 'detail.activate')}
      </Button>
    </Bar>
  );
}
