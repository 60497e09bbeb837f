import { REMOTE_EXPOSE, type RemoteAppProps, type RemoteModule, type RemoteName } from '@affnet/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { userManifestSettled } from './session-manifest';
import { SharedCoreMismatch } from './shared-core-mismatch';

const loads = new Map<RemoteName, Promise<RemoteModule>>();
const loaded = new Map<RemoteName, RemoteModule>();
const components = new Map<
  RemoteName,
  ComponentType<RemoteAppProps> | LazyExoticComponent<ComponentType<RemoteAppProps>>
>();

/**
 * Starts loading a remote's App once; a failed load is forgotten so that Retry fetches it afresh, except a remote built
 * for another shared core: only a reload changes that, and its code, stopped half-way, must not be run again. It
 * waits for the signed-in user's manifest when the page is asking for it (session-manifest.ts), so it loads his
 * release.
 */
export function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  let load = loads.get(name);
  if (!load) {
    const path = `${name}/${REMOTE_EXPOSE.slice(2)}`;
    load = userManifestSettled()
      .then(() => loadRemote<RemoteModule>(path))
      .then((module) => {
        if (!module?.default) throw new Error(`Remote ${name} exposes no App`);
        loaded.set(name, module);
        return module;
      });
    load.catch((error: unknown) => {
      if (error instanceof SharedCoreMismatch) return;
      loads.delete(name);
      components.delete(name);
    });
    loads.set(name, load);
  }
  return load;
}

/** Whether a remote's App is loading or loaded on this page. */
export function isRemoteLoaded(name: RemoteName): boolean {
  return loads.has(name);
}

/**
 * One component per remote, created on first use: its App itself when the remote is already loaded (the first screen's
 * remote, loaded while the host started), else a lazy one. A lazy component first shows its Suspense spinner, and
 * React then keeps a spinner at least 300 ms before revealing what replaces it: the sign-in form would wait for that.
 */
export function remoteComponent(name: RemoteName): ComponentType<RemoteAppProps> {
  let component = components.get(name);
  if (!component) {
    component = loaded.get(name)?.default ?? lazy(() => loadRemoteApp(name));
    components.set(name, component);
  }
  return component;
}
