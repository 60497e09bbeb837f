import styled from 'styled-components';

/** The look of one invoice of a run (Payouts' and Billing's): a bordered card titled by an h3. */
export const InvoiceCardBox = styled.article`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 0.75rem 1rem;
  margin-block-end: 1rem;
  h3 { font-size: 1.05rem; margin: 0; }
`;

/** Its head: who and which currency, number and status in muted words, the total pushed to the end. */
export const InvoiceCardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-block-end: 0.5rem;
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

export const InvoiceCardTotal = styled.strong`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
`;

/** Its buttons (PDF, mark paid), wrapping on a phone. */
export const InvoiceCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
