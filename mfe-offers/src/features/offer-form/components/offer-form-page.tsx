import type { Offer } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { AreaPage, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useOffer } from '../../offer-detail/api/get-offer';
import { type OfferInput, useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import { EMPTY_OFFER, valuesOf } from '../lib/offer-form-values';
import { OfferForm } from './offer-form';

/** Saves through `send`, then opens the offer; a refusal goes back to the form, which stays as typed. */
function useSave(basePath: string, send: (offer: OfferInput) => Promise<Offer>, doneKey: string) {
  const { t } = useTranslation('offers');
  const navigate = useNavigate();
  return async (offer: OfferInput) => {
    const saved = await send(offer);
    notifySuccess(t(doneKey, { name: saved.name }));
    navigate(`${basePath}/${saved.id}`);
  };
}

/** /offers/new: the owner adds an offer. */
export function NewOfferPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('offers');
  const create = useCreateOffer();
  const save = useSave(basePath, create.mutateAsync, 'form.created');
  // Still "sending" once saved: the page is on its way to the new offer.
  const sending = create.isPending || create.isSuccess;
  return (
    <AreaPage title={t('form.newTitle')}>
      <OfferForm initial={EMPTY_OFFER} submitLabel={t('form.create')} sending={sending} onSubmit={save} />
    </AreaPage>
  );
}

/** /offers/:id/edit: the owner changes an offer. */
export function EditOfferPage({ basePath, offerId }: { basePath: string; offerId: number }) {
  const { t, i18n } = useTranslation('offers');
  const offer = useOffer(offerId);
  const update = useUpdateOffer(offerId);
  const save = useSave(basePath, update.mutateAsync, 'form.updated');
  const sending = update.isPending || update.isSuccess;
  const title = offer.data ? t('form.editTitle', { name: offer.data.name }) : t('form.editTitleShort');
  return (
    <AreaPage title={title}>
      <QueryState query={offer}>
        {(current) => (
          <OfferForm
            initial={valuesOf(current, i18n.language)}
            submitLabel={t('form.save')}
            sending={sending}
            onSubmit={save}
          />
        )}
      </QueryState>
    </AreaPage>
  );
}
