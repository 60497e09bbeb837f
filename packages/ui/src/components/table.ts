import styled from 'styled-components';

/** A header button that sorts by its column; the th around it carries aria-sort. */
export const SortButton = styled.button`
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  text-decoration: underline dotted;
`;

/** A URL shown whole: long ones wrap anywhere instead of widening the table. */
export const UrlText = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.85rem;
`;
