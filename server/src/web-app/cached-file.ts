import { readFileSync, statSync } from 'node:fs';

/** What a file gave, with the modification time of the version it came from. */
export interface Loaded<T> {
  mtimeMs: number;
  value: T;
}

const cache = new Map<string, Loaded<unknown>>();

/**
 * What `load` makes of a file, once per version on disk: a release's files never change and a development build
 * rewrites its dist/ folder, so the modification time is the key. Null when the file is not there; a file that
 * does not load throws (the caller says what it was for).
 */
export function loadCached<T>(file: string, load: (file: string) => T): Loaded<T> | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit as Loaded<T>;
  const loaded = { mtimeMs, value: load(file) };
  cache.set(file, loaded);
  return loaded;
}

/** A file's content, parsed once per version on disk (see loadCached). */
export function readCached<T>(file: string, parse: (text: string) => T): T | null {
  return loadCached(file, (path) => parse(readFileSync(path, 'utf8')))?.value ?? null;
}
