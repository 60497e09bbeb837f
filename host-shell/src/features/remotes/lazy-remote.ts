import { REMOTE_EXPOSE, type RemoteAppProps, type RemoteModule, type RemoteName } from '@affnet/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const cache = new Map<RemoteName, LazyExoticComponent<ComponentType<RemoteAppProps>>>();

/** One lazy component per remote, created on first use and dropped on failure so Retry loads afresh. */
export function lazyRemote(name: RemoteName): LazyExoticComponent<ComponentType<RemoteAppProps>> {
  let component = cache.get(name);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await loadRemote<RemoteModule>(`${name}/${REMOTE_EXPOSE.slice(2)}`);
        if (!module?.default) throw new Error(`Remote ${name} exposes no App`);
        return module;
      } catch (error) {
        cache.delete(name);
        throw error;
      }
    });
    cache.set(name, component);
  }
  return component;
}
