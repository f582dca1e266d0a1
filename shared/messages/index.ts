// The spec's message catalogue, grouped by area. Import from here or from the area file.
export * from './address-lookup.ts';
export * from './credentials.ts';
export * from './forgotten.ts';
export * from './organisation.ts';
export * from './pages.ts';
export * from './personal-details.ts';
export * from './registration.ts';
export * from './sign-in.ts';
export * from './timeout.ts';
export * from './two-factor.ts';
export * from './update-security.ts';
export * from './validation.ts';
