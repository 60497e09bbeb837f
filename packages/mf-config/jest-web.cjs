// The jest setup of browser code (jsdom, swc, testing-library), shared by the root jest.config.js (every package
// and app at once) and each remote's own jest.config.js (`pnpm --filter @affnet/mfe-offers test`).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Jest reads this only at the top of a config, not per project. A page test types through a whole form (4 s alone)
// and a server test builds a seeded app (about 1 s): both take several times that while another run shares the
// 2 cores. The limit only guards against a hang; speed is measured in bench/.
const testTimeout = 30_000;

/** The web project over the given folders (each holding a src/). */
function webProject(roots) {
  return {
    displayName: 'web',
    testEnvironment: 'jsdom',
    roots,
    testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    // The whole libraries behind the trimmed shared modules (WHOLE_LIBRARIES in create-config.ts).
    moduleNameMapper: { '^@whole/react-i18next(/trans)?$': 'react-i18next' },
    setupFilesAfterEnv: [path.join(repoRoot, 'jest.setup.web.ts')],
  };
}

/** The whole jest config of one app: its own tests only, from its folder (or a patched copy of it). */
function appJestConfig(appDir) {
  return { rootDir: appDir, testTimeout, ...webProject([path.join(appDir, 'src')]) };
}

module.exports = { appJestConfig, swcTransform, testTimeout, webProject };
