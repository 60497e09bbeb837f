import { type ComponentType, lazy } from 'react';

/**
 * A page loaded when it is first opened, so that /login downloads neither its code nor the query library. With
 * `queries`, the area's query cache (loaded beside it) goes around it.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, { queries = true } = {}) {
  return lazy(async () => {
    if (!queries) return { default: await load() };
    const [Page, { WithAreaQueries }] = await Promise.all([load(), import('./with-area-queries')]);
    return {
      default: (props: P) => (
        <WithAreaQueries>
          <Page {...props} />
        </WithAreaQueries>
      ),
    };
  });
}
