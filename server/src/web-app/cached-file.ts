import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A file's content, parsed once per version on disk: a release's files never change and a development build
 * rewrites its dist/ folder, so the modification time is the key. Null when the file is not there; a file that
 * does not parse throws (the caller says what it was for).
 */
export function readCached<T>(file: string, parse: (text: string) => T): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
  const value = parse(readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, value });
  return value;
}
