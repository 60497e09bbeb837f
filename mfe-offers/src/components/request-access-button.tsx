import { requestOfferAccess } from '@affnet/api';
import type { Offer, OfferAccess } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RequestAccessButtonProps {
  offer: Pick<Offer, 'id' | 'name'>;
  /** Called with the new access once the server has recorded the request. */
  onRequested: (access: OfferAccess) => void;
}

/** A publisher asks the network for an approval-required offer. */
export function RequestAccessButton({ offer, onRequested }: RequestAccessButtonProps) {
  const { t } = useTranslation('offers');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const { access } = await requestOfferAccess(offer.id);
      notifySuccess(t('access.requestedToast', { name: offer.name }));
      onRequested(access);
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={send}
      disabled={sending}
      aria-busy={sending || undefined}
      aria-label={t('access.requestFor', { name: offer.name })}
    >
      {t('access.request')}
    </Button>
  );
}
