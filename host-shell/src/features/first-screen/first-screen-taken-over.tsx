import { useLayoutEffect } from 'react';
import { takeOverFirstScreen } from './take-over';

/**
 * Rendered where the live page first shows something in place of the drawn first screen (an area's page, or the
 * failure that stands instead): before the browser paints it, the drawn one goes and what was typed carries over.
 */
export function FirstScreenTakenOver() {
  useLayoutEffect(() => takeOverFirstScreen(), []);
  return null;
}
