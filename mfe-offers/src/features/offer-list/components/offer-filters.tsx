import { COUNTRY_PATTERN, OFFER_STATUSES, type OfferQuery, OPERATING_SYSTEMS, PAYOUT_TYPES } from '@affnet/contracts';
import { Input, Select, useDebounced } from '@affnet/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OfferFilters as Filters } from '../hooks/use-offer-query';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0.75rem;
  margin-bottom: 1rem;
  label { display: block; margin-bottom: 0.25rem; font-weight: 600; font-size: 0.85rem; }
  input, select { width: 100%; box-sizing: border-box; }
`;

const COUNTRY = new RegExp(COUNTRY_PATTERN);

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

interface OfferFiltersProps {
  query: OfferQuery;
  onChange: (name: keyof Filters, value: string) => void;
  showStatus: boolean;
}

/** Search (sent once typing pauses), country, OS, payout type and, for the network side, status. */
export function OfferFilters({ query, onChange, showStatus }: OfferFiltersProps) {
  const { t } = useTranslation('offers');
  const [search, setSearch] = useState(query.search ?? '');
  const [country, setCountry] = useState(query.country ?? '');
  const settledSearch = useDebounced(search);
  const settledCountry = useDebounced(country);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled value is sent
  useEffect(() => {
    if (settledSearch.trim() !== (query.search ?? '')) onChange('search', settledSearch.trim());
  }, [settledSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled value is sent
  useEffect(() => {
    const code = settledCountry.trim().toUpperCase();
    if ((code === '' || COUNTRY.test(code)) && code !== (query.country ?? '')) onChange('country', code);
  }, [settledCountry]);

  const choices = (name: keyof Filters, values: readonly string[], label: (v: string) => string) => (
    <Labelled label={t(`filter.${name}`)}>
      {(id) => (
        <Select id={id} value={query[name] ?? ''} onChange={(e) => onChange(name, e.target.value)}>
          <option value="">{t('filter.any')}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </Select>
      )}
    </Labelled>
  );

  return (
    <Bar role="search">
      <Labelled label={t('filter.search')}>
        {(id) => <Input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
      </Labelled>
      <Labelled label={t('filter.country')}>
        {(id) => (
          <Input
            id={id}
            value={country}
            maxLength={2}
            placeholder={t('filter.countryPlaceholder')}
            onChange={(e) => setCountry(e.target.value)}
          />
        )}
      </Labelled>
      {choices('os', OPERATING_SYSTEMS, (v) => t(`os.${v}`))}
      {choices('payout_type', PAYOUT_TYPES, (v) => t(`payoutType.${v}`))}
      {showStatus ? choices('status', OFFER_STATUSES, (v) => t(`status.${v}`)) : null}
    </Bar>
  );
}
