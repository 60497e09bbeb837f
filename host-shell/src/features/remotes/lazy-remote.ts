import { REMOTE_EXPOSE, type RemoteAppProps, type RemoteModule, type RemoteName } from '@affnet/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const loads = new Map<RemoteName, Promise<RemoteModule>>();
const components = new Map<RemoteName, LazyExoticComponent<ComponentType<RemoteAppProps>>>();

/** Starts loading a remote's App once; a failed load is forgotten so that Retry fetches it afresh. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemote<RemoteModule>(`${name}/${REMOTE_EXPOSE.slice(2)}`).then((module) => {
      if (!module?.default) throw new Error(`Remote ${name} exposes no App`);
      return module;
    });
    load.catch(() => {
      loads.delete(name);
      components.delete(name);
    });
    loads.set(name, load);
  }
  return load;
}

/** One lazy component per remote, created on first use. */
export function lazyRemote(name: RemoteName): LazyExoticComponent<ComponentType<RemoteAppProps>> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => loadRemoteApp(name));
    components.set(name, component);
  }
  return component;
}
