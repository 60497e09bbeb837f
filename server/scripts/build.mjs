// Compiles the server for production: one CommonJS file, server/dist/server.js, that plain `node` runs (no tsx).
// The workspace packages (@affnet/*, TypeScript sources) are bundled in; every other dependency stays in
// node_modules (native modules, data files).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { dependencies = {} } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@affnet/'));

const started = performance.now();
await build({
  entryPoints: [path.join(serverDir, 'src', 'server.ts')],
  outfile: path.join(serverDir, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.info(`server built in ${Math.round(performance.now() - started)} ms: server/dist/server.js`);
