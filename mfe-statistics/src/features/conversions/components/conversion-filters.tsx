import { CONVERSION_STATUSES, type ConversionStatus } from '@affnet/contracts';
import { Button, Input, Select } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { Toolbar } from '../../../components/table';
import type { ConversionQuery } from '../api/get-conversions';
import { useOfferChoices } from '../api/get-offer-choices';
import { GoalFilter, goalFilterOf } from './goal-filter';

type Filters = Omit<ConversionQuery, 'page' | 'limit'>;

/** Date range, offer, status, goal and click id; applied together with the Apply button. */
export function ConversionFilters({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('statistics');
  const [filters, setFilters] = useState<Filters>(initial);
  const [goalError, setGoalError] = useState(false);
  const offers = useOfferChoices();
  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { goal, error } = goalFilterOf(filters.goal);
    setGoalError(Boolean(error));
    if (error) return;
    onApply({ ...filters, click_id: filters.click_id?.trim() || undefined, goal });
  };
  return (
    <form onSubmit={submit} aria-label={t('conversions.filters')}>
      <Toolbar>
        <Field label={t('filter.from')}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('filter.to')}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={filters.to ?? ''}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('group.offer')}>
          {(id) => (
            <Select
              id={id}
              value={filters.offer_id ?? ''}
              onChange={(e) => set({ offer_id: e.target.value ? Number(e.target.value) : undefined, goal: undefined })}
            >
              <option value="">{t('filter.allOffers')}</option>
              {offers.data?.rows.map((offer) => (
                <option key={offer.id} value={offer.id}>
                  {offer.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('column.status')}>
          {(id) => (
            <Select
              id={id}
              value={filters.status ?? ''}
              onChange={(e) => set({ status: (e.target.value || undefined) as ConversionStatus | undefined })}
            >
              <option value="">{t('filter.allStatuses')}</option>
              {CONVERSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <GoalFilter
          offerId={filters.offer_id}
          value={filters.goal}
          error={goalError}
          onChange={(goal) => set({ goal })}
        />
        <Field label={t('column.clickId')}>
          {(id) => <Input id={id} value={filters.click_id ?? ''} onChange={(e) => set({ click_id: e.target.value })} />}
        </Field>
        <Button type="submit">{t('filter.apply')}</Button>
      </Toolbar>
    </form>
  );
}
