import type { Postback } from '@affnet/contracts';
import { Select } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RunnableOffers } from '../hooks/use-runnable-offers';
import { LoadError } from './load-state';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

/** Global or one of the publisher's runnable offers; '' stands for global. */
export function OfferField({
  offers: runnable,
  value,
  onChange,
  editing,
}: {
  offers: RunnableOffers;
  value: string;
  onChange: (value: string) => void;
  editing?: Postback;
}) {
  const { t } = useTranslation('postbacks');
  const id = useId();
  const { state, reload } = runnable;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={reload} />;
  const offers = state.status === 'done' ? state.data : [];
  // An offer the publisher no longer runs stays selectable while its postback is edited.
  const kept =
    editing?.offer_id && !offers.some((o) => o.id === editing.offer_id)
      ? [{ id: editing.offer_id, name: editing.offer_name ?? `#${editing.offer_id}` }]
      : [];
  return (
    <Field>
      <label htmlFor={id}>{t('form.offer')}</label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-busy={state.status === 'loading' || undefined}
      >
        <option value="">{t('global')}</option>
        {state.status === 'loading' ? <option disabled>{t('form.offersLoading')}</option> : null}
        {[...kept, ...offers].map((offer) => (
          <option key={offer.id} value={String(offer.id)}>
            {offer.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
