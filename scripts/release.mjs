// `pnpm release <remote> [--version x.y.z] [--patch <file>] [--no-test]`: one remote as a new immutable release
// (packages/mf-config/src/release.ts), after its own tests, registered with the server.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const { release } = require('../packages/mf-config/src/release.ts');

try {
  process.exitCode = await release(process.argv.slice(2), root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
