import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepFocusOnPress } from './lib/press-keeps-focus.ts';

// govuk-frontend styles its enhanced components from these body classes; added here rather than by an inline
// script, which the CSP would need a nonce for (STACK-NOTES govuk-frontend 6).
document.body.classList.add('js-enabled', 'govuk-frontend-supported');
keepFocusOnPress(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
