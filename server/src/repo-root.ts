import path from 'node:path';

/**
 * The repository's folder: two levels above this file in `server/src/`, and above the compiled `server/dist/server.js`
 * alike (so only a module of `server/src/` itself may say it).
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
