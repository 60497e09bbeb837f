// One jest run covers packages, apps and the server; browser code runs under jsdom, the server under node.
// Each remote also runs its own tests alone with the same web setup (its jest.config.js).
const { swcTransform, testTimeout, webProject } = require('./packages/mf-config/jest-web.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testTimeout,
  projects: [
    webProject([
      '<rootDir>/packages',
      '<rootDir>/host-shell',
      '<rootDir>/mfe-auth',
      '<rootDir>/mfe-offers',
      '<rootDir>/mfe-statistics',
      '<rootDir>/mfe-network-admin',
      '<rootDir>/mfe-publisher',
    ]),
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      setupFiles: ['<rootDir>/jest.setup.globals.ts', '<rootDir>/jest.setup.server.ts'],
      testMatch: ['**/*.test.ts'],
      // Tests of several API nodes on one PostgreSQL run in the PostgreSQL pass only (TEST_POSTGRES_URL set).
      testPathIgnorePatterns: process.env.TEST_POSTGRES_URL
        ? ['/node_modules/']
        : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform },
    },
  ],
};
