// What the sandbox's tests share, by concern. The tests in this folder import each module itself; the portal's
// integration tests import them from here.
export * from './test-sandbox.ts';
export * from './api.ts';
export * from './sign-in.ts';
export * from './browser.ts';
export * from './people.ts';
export * from './access-flows.ts';
