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
  // Jest reads this only here, not per project. A page test types through a whole form (4 s alone) and a server
  // test builds a seeded app (about 1 s): both take several times that while another run shares the 2 cores.
  // The limit only guards against a hang; speed is measured in bench/.
  testTimeout: 30_000,
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
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      setupFiles: ['<rootDir>/jest.setup.globals.ts', '<rootDir>/jest.setup.server.ts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
