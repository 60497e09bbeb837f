import { createOffer, getOffer, type OfferInput, updateOffer } from '@affnet/api';
import { formFailure, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, LoadError, Loading, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPTY_OFFER, OFFER_SERVER_FIELDS, valuesOf } from '../lib/offer-form-values';
import { OfferForm } from './offer-form';

/** Saves through `send`; the server's refusal goes back to the form (on its field) and the form stays as typed. */
function useSave(
  basePath: string,
  send: (offer: OfferInput) => Promise<{ id: number; name: string }>,
  doneKey: string,
) {
  const { t } = useTranslation('offers');
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const save = async (offer: OfferInput) => {
    setSending(true);
    try {
      const saved = await send(offer);
      notifySuccess(t(doneKey, { name: saved.name }));
      navigate(`${basePath}/${saved.id}`);
      return null;
    } catch (error) {
      setSending(false);
      return formFailure(error, t, OFFER_SERVER_FIELDS);
    }
  };
  return { sending, save };
}

/** /offers/new: the owner adds an offer. */
export function NewOfferPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('offers');
  const { sending, save } = useSave(basePath, createOffer, 'form.created');
  return (
    <AreaPage title={t('form.newTitle')}>
      <OfferForm initial={EMPTY_OFFER} submitLabel={t('form.create')} sending={sending} onSubmit={save} />
    </AreaPage>
  );
}

/** /offers/:id/edit: the owner changes an offer. */
export function EditOfferPage({ basePath, offerId }: { basePath: string; offerId: number }) {
  const { t } = useTranslation('offers');
  const { state, reload } = useLoad(String(offerId), () => getOffer(offerId));
  const { sending, save } = useSave(basePath, (offer) => updateOffer(offerId, offer), 'form.updated');
  const title = state.status === 'done' ? t('form.editTitle', { name: state.data.name }) : t('form.editTitleShort');
  return (
    <AreaPage title={title}>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {state.status === 'done' ? (
        <OfferForm initial={valuesOf(state.data)} submitLabel={t('form.save')} sending={sending} onSubmit={save} />
      ) : null}
    </AreaPage>
  );
}
