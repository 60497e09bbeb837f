import { satisfy } from '@module-federation/enhanced/runtime';

/** The one @affnet package shared at run time, strictly by major version (packages/mf-config/src/shared.ts). */
export const SHARED_CORE = '@affnet/core';

/** Stable code of the failure, for logs and the failure reports. */
export const SHARED_CORE_MISMATCH = 'AFFNET_SHARED_CORE_MISMATCH';

/** A remote was built for a shared core this host does not provide: refused before any of its code runs. */
export class SharedCoreMismatch extends Error {
  readonly code = SHARED_CORE_MISMATCH;

  constructor(
    /** The remote's federation name (`mfe_offers`). */
    readonly remote: string,
    /** The range of the core the remote was built for (`^2.0.0`). */
    readonly required: string,
    /** The core version this host provides (`1.0.0`). */
    readonly provided: string,
  ) {
    super(`${SHARED_CORE_MISMATCH}: ${remote} requires ${SHARED_CORE} ${required}; the host provides ${provided}`);
    this.name = 'SharedCoreMismatch';
  }

  /** True when the remote needs a newer core than the host's (the host is the older side), false when older. */
  get needsNewerHost(): boolean {
    return majorOf(this.required) > majorOf(this.provided);
  }
}

function majorOf(versionOrRange: string): number {
  const major = /\d+/.exec(versionOrRange);
  return major ? Number(major[0]) : 0;
}

/** The mismatch, when a remote's required range of the shared core excludes the version this host provides. */
export function sharedCoreMismatch(
  remote: string,
  required: string | false | undefined,
  provided: string,
): SharedCoreMismatch | null {
  if (typeof required !== 'string' || satisfy(provided, required)) return null;
  return new SharedCoreMismatch(remote, required, provided);
}
