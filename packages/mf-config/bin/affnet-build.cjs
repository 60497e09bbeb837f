#!/usr/bin/env node
// Builds the app in the current folder (or the folders given) from its webpack.config.ts. --watch keeps rebuilding.
require('tsx/cjs/api').register();
const path = require('node:path');
const { buildApps } = require('../src/build.ts');

const args = process.argv.slice(2);
const watch = args.includes('--watch');
// Watching is for development: readable bundles, no compression.
if (watch) process.env.NODE_ENV = 'development';
const dirs = args.filter((a) => !a.startsWith('--')).map((d) => path.resolve(d));
buildApps(dirs.length ? dirs : [process.cwd()], watch).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
