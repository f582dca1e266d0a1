import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { watchPresses } from './lib/after-press.ts';
import { recordInputBeforeHydration } from './lib/input-before-hydration.ts';

watchPresses(document);
// What the customer entered before this script ran; App gives it to React once it owns the page.
recordInputBeforeHydration(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
