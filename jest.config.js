// jest 30 on native ESM (NODE_OPTIONS=--experimental-vm-modules) with @swc/jest stripping TypeScript (STACK-NOTES: Tests).
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
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'components',
      testEnvironment: '<rootDir>/test/helpers/jsdom-environment.js',
      testMatch: ['<rootDir>/test/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/jsdom-setup.ts'],
    },
    {
      // The shared form tests again, on the browser's stand-in for zod (decision 039): the client build resolves
      // shared/zod.ts to shared/zod-lite.ts, so every form rule must give the same messages on both.
      ...common,
      displayName: 'zod-lite',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/shared/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/test/unit/shared/zod.test.ts'],
      moduleNameMapper: {
        '^(?:#shared/|(?:\\.\\.?/)+)zod\\.ts$': '<rootDir>/shared/zod-lite.ts',
        ...common.moduleNameMapper,
      },
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
    },
  ],
};
