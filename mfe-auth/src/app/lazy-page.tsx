import { type ComponentType, lazy } from 'react';

/**
 * A page loaded when it is first opened, with its texts, so that /login downloads neither its code nor the query
 * library. With `queries`, the area's query cache (loaded beside it) goes around it.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, { queries = true } = {}) {
  return lazy(async () => {
    const [Page, queryCache] = await Promise.all([
      load(),
      queries ? import('./with-area-queries') : null,
      import('../i18n/other-pages'),
    ]);
    if (!queryCache) return { default: Page };
    const { WithAreaQueries } = queryCache;
    return {
      default: (props: P) => (
        <WithAreaQueries>
          <Page {...props} />
        </WithAreaQueries>
      ),
    };
  });
}
