import type { ReactNode } from 'react';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  gap: 0.35rem 1rem;
  grid-template-columns: max-content 1fr;
  margin: 0 0 1.25rem;
  dt { font-weight: 600; }
  dd { margin: 0; }
  div { display: contents; }
`;

/** A fact of an invoice: its term (already in the reader's language) and its value. */
export type InvoiceFact = readonly [term: string, value: ReactNode];

/**
 * An invoice's facts as a two-column list of terms and values (number, period, status…, or its totals): the one
 * look of the publisher's and the advertiser's invoice pages.
 */
export function InvoiceFacts({ facts }: { facts: readonly InvoiceFact[] }) {
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
