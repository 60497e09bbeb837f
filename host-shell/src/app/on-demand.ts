import { type ComponentType, lazy } from 'react';

/** A part of the host in a chunk of its own: loaded once, on demand or ahead of time. */
export interface OnDemand<P> {
  /** Starts loading it (once; a failed load is tried again next time). */
  load(): Promise<unknown>;
  /**
   * Its component, chosen at first render and kept: the part itself when it is already here, else a lazy one. A lazy
   * component shows its Suspense fallback first, and React then keeps a fallback at least 300 ms before revealing what
   * replaces it; a page whose parts were loaded ahead of time is drawn whole at once.
   */
  component(): ComponentType<P>;
}

export function onDemand<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  let chosen: ComponentType<P> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    component() {
      chosen ??= loaded ?? lazy(load);
      return chosen;
    },
  };
}
