// This remote's own tests, from its folder: `pnpm --filter @affnet/mfe-publisher test` (the root jest.config.js runs them too).
module.exports = require('@affnet/mf-config/jest-web.cjs').appJestConfig(__dirname);
