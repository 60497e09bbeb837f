import type { Postback } from '@affnet/contracts';
import { userMessage } from '@affnet/core';
import { LoadError, SelectField } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { RunnableOffers } from '../hooks/use-runnable-offers';

/** Global or one of the publisher's runnable offers; '' stands for global. */
export function OfferField({
  offers: runnable,
  value,
  error,
  onChange,
  editing,
}: {
  offers: RunnableOffers;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  editing?: Postback;
}) {
  const { t } = useTranslation('postbacks');
  const { query } = runnable;
  if (query.isError) return <LoadError message={userMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  const offers = query.data ?? [];
  // An offer the publisher no longer runs stays selectable while its postback is edited.
  const kept =
    editing?.offer_id && !offers.some((o) => o.id === editing.offer_id)
      ? [{ id: editing.offer_id, name: editing.offer_name ?? `#${editing.offer_id}` }]
      : [];
  return (
    <SelectField
      label={t('form.offer')}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      aria-busy={query.isPending || undefined}
    >
      <option value="">{t('global')}</option>
      {query.isPending ? <option disabled>{t('form.offersLoading')}</option> : null}
      {[...kept, ...offers].map((offer) => (
        <option key={offer.id} value={String(offer.id)}>
          {offer.name}
        </option>
      ))}
    </SelectField>
  );
}
