// One jest run covers packages, apps and the server; browser code runs under jsdom, the server under node.
const swc = [
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

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/packages',
        '<rootDir>/host-shell',
        '<rootDir>/mfe-auth',
        '<rootDir>/mfe-offers',
        '<rootDir>/mfe-statistics',
        '<rootDir>/mfe-network-admin',
        '<rootDir>/mfe-publisher',
      ],
      testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      // A page test types and clicks through a whole form: 4 s alone, two to three times that while another
      // test run shares the 2 cores. The limit only guards against a hang; speed is measured in bench/.
      testTimeout: 20_000,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      setupFiles: ['<rootDir>/jest.setup.globals.ts', '<rootDir>/jest.setup.server.ts'],
      // Building a seeded app takes about a second alone and several while another run shares the 2 cores:
      // the limit only guards against a hang.
      testTimeout: 30_000,
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
