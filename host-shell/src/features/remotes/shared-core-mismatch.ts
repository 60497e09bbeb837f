import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * The one @affnet package shared at run time, strictly: a remote requires `^<the core it was built against>`
 * (packages/mf-config/src/shared.ts), so a host with an older minor or another major refuses it.
 */
export const SHARED_CORE = '@affnet/core';

/** Stable code of the failure, for logs and the failure reports. */
export const SHARED_CORE_MISMATCH = 'AFFNET_SHARED_CORE_MISMATCH';

/** A remote was built for a shared core this host does not provide: refused before any of its code runs. */
export class SharedCoreMismatch extends Error {
  readonly code = SHARED_CORE_MISMATCH;

  constructor(
    /** The remote's federation name (`mfe_offers`). */
    readonly remote: string,
    /** The range of the core the remote was built for (`^1.7.0`). */
    readonly required: string,
    /** The core version this host provides (`1.0.0`). */
    readonly provided: string,
  ) {
    super(`${SHARED_CORE_MISMATCH}: ${remote} requires ${SHARED_CORE} ${required}; the host provides ${provided}`);
    this.name = 'SharedCoreMismatch';
  }

  /** The core version the remote was built against: the lowest its range (`^<that version>`) admits. */
  get builtFor(): string {
    return /\d+\.\d+\.\d+/.exec(this.required)?.[0] ?? this.required;
  }

  /**
   * True when the remote was built against a newer core than the host's (a newer major, or a newer minor whose
   * functions this host lacks), false when against an older major.
   */
  get needsNewerHost(): boolean {
    return compareVersions(this.builtFor, this.provided) > 0;
  }
}

/** Orders two `major.minor.patch` versions (what follows the patch is not compared). */
function compareVersions(a: string, b: string): number {
  const parts = (version: string) => (/(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1) ?? []).map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
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
