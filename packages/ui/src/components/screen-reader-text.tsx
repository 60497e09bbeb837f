import styled from 'styled-components';

/**
 * Said to a screen reader, not shown: a remote cannot count on the host's global `.visually-hidden` class. Placed
 * absolutely within a positioned parent, so that a table's scroll frame clips it rather than the page's width.
 */
export const ScreenReaderText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
