// jest 30 on native ESM (NODE_OPTIONS=--experimental-vm-modules) with @swc/jest stripping TypeScript (docs/stack-notes.md, Tests).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2024',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^#shared/(.*)$': '<rootDir>/shared/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.node/'],
};

export default {
  // Servers start in the integration tests' hooks: on a busy 2-core machine that can take more than jest's default
  // 5 s. Only the top level sets it: jest-circus reads the global config's testTimeout, never a project's.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // Unit tests sit beside the code they test (app/, a journey's own folder) or under test/unit/.
      testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/app/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'components',
      testEnvironment: '<rootDir>/test/helpers/jsdom-environment.js',
      testMatch: ['<rootDir>/test/unit/**/*.test.tsx', '<rootDir>/app/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/jsdom-setup.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
    },
  ],
};
