import type { Offer } from '@affnet/contracts';
import { osName } from '@affnet/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccessBadge, StatusBadge } from '../../../components/offer-badges';
import { formatOfferAmount } from '../../../lib/money';
import { amountOf, type MoneyColumn } from '../../../lib/offer-money';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0 0 1.5rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Pair = styled.div`
  display: contents;
`;

const Description = styled.p`
  white-space: pre-line;
  margin: 0 0 1rem;
`;

/** Every field of an offer a viewer may see, as a list of terms; money in the viewer's columns and words. */
export function OfferFacts({
  offer,
  moneyColumns,
  showDestination,
}: {
  offer: Offer;
  moneyColumns: MoneyColumn[];
  showDestination: boolean;
}) {
  const { t, i18n } = useTranslation('offers');
  const all = t('all');
  const amount = (value: number) => formatOfferAmount(offer, value, i18n.language);
  const link = (url: string) =>
    url ? (
      <a href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
    ) : (
      '—'
    );
  const facts: [string, ReactNode][] = [
    [t('column.id'), offer.id],
    [t('column.status'), <StatusBadge key="status" status={offer.status} />],
    [t('column.visibility'), t(`visibility.${offer.visibility}`)],
    [t('column.payoutType'), t(`payoutType.${offer.payout_type}`)],
    ...moneyColumns.map((column): [string, ReactNode] => {
      const value = amountOf(offer, column);
      return [t(column.label), value === undefined ? '—' : amount(value)];
    }),
    [t('field.currency'), offer.currency],
    [t('field.advertiser'), offer.advertiser_name ?? '—'],
    [t('column.countries'), offer.countries.join(', ') || all],
    [t('column.os'), offer.os.map((os) => osName(os) ?? t('os.other')).join(', ') || all],
    [t('field.devices'), offer.devices.map((d) => t(`device.${d}`)).join(', ') || all],
    [t('column.categories'), offer.categories.join(', ') || '—'],
    [t('field.daily_cap'), offer.daily_cap ?? t('noCap')],
    [t('field.monthly_cap'), offer.monthly_cap ?? t('noCap')],
    [t('field.kpi'), offer.kpi || '—'],
    [t('field.preview_url'), link(offer.preview_url)],
    ...(showDestination ? [[t('field.destination_url'), offer.destination_url] as [string, ReactNode]] : []),
    ...(offer.access
      ? [[t('column.access'), <AccessBadge key="access" access={offer.access} />] as [string, ReactNode]]
      : []),
  ];
  return (
    <>
      {offer.description ? <Description>{offer.description}</Description> : null}
      <Facts>
        {facts.map(([term, value]) => (
          <Pair key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Pair>
        ))}
      </Facts>
    </>
  );
}
