/**
 * Whether React has hydrated this document yet: false while it renders the server's page for the first time, true
 * from the root component's first effect on (app/root.tsx), which runs after every other effect of that render.
 */
let hydrated = false;

export function isHydrated(): boolean {
  return hydrated;
}

export function markHydrated(): void {
  hydrated = true;
}
