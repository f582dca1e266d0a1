// govuk-frontend on a page without React: only the components such pages use (the header's menu toggle, the skip
// link, notification banners, error summaries, buttons' double-click guard). Forms with password inputs, character
// counts or conditional radios are on hydrated pages, which start the rest (app/lib/govuk-frontend.ts).
import {
  Button,
  createAll,
  ErrorSummary,
  NotificationBanner,
  ServiceNavigation,
  SkipLink,
  type CreateAllOptions,
} from 'govuk-frontend';

const onError: CreateAllOptions['onError'] = (error) => {
  if (error instanceof Error && error.name === 'InitError') return;
  console.error(error);
};

export function startGovukFrontend(): void {
  // The root layout's inline snippet has set `govuk-frontend-supported` already (decision 033).
  if (!document.body.classList.contains('govuk-frontend-supported')) return;
  for (const Component of [Button, ErrorSummary, NotificationBanner, ServiceNavigation, SkipLink]) {
    createAll(Component, undefined, { onError });
  }
}
