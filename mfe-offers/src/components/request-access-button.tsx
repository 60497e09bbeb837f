import type { Offer } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useRequestOfferAccess } from '../features/access-requests/api/request-offer-access';

/** A publisher asks the network for an approval-required offer; the offer then shows its new access in place. */
export function RequestAccessButton({ offer }: { offer: Pick<Offer, 'id' | 'name'> }) {
  const { t } = useTranslation('offers');
  const request = useRequestOfferAccess();
  const send = () =>
    request.mutate(offer.id, {
      onSuccess: () => notifySuccess(t('access.requestedToast', { name: offer.name })),
      onError: (error) => notifyError(userMessage(error, t)),
    });
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={send}
      disabled={request.isPending}
      aria-busy={request.isPending || undefined}
      aria-label={t('access.requestFor', { name: offer.name })}
    >
      {t('access.request')}
    </Button>
  );
}
