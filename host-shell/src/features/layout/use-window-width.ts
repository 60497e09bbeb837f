import { useTheme } from '@affnet/core';
import { useEffect } from 'react';

/** Applies the sidebar breakpoints (1170 px and 767 px) whenever the window is resized. */
export function useSidebarBreakpoints(): void {
  useEffect(() => {
    const onResize = () => useTheme.getState().resize(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}
