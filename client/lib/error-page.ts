import { isRouteErrorResponse } from 'react-router';
import { notFoundPage } from '#shared/messages/pages.ts';

/** The heading and text of the root error page for what was thrown: 404, another 4xx, or anything else. */
export function errorPageContent(error: unknown): { title: string; heading: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404)
    return { title: 'Page not found', heading: notFoundPage.title, text: notFoundPage.text };
  if (status >= 400 && status < 500) {
    const heading =
      status === 413 ? 'The information you sent was too large' : 'Your request could not be completed';
    return { title: heading, heading, text: 'Go back and try again.' };
  }
  const heading = 'Sorry, there is a problem with the service';
  return { title: heading, heading, text: 'Please try again later.' };
}
