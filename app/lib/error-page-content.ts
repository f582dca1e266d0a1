import { isRouteErrorResponse } from 'react-router';
import { layoutText } from '#shared/messages/layout.ts';

/**
 * The heading and text of the root error page for what was thrown: 404, another 4xx, or anything else. `layout` is
 * the shell's managed texts when the root loader ran (decision 038); without them, the defaults in code.
 */
export function errorPageContent(
  error: unknown,
  layout?: Readonly<Record<string, string>>,
): { title: string; heading: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404)
    return {
      title: layoutText(layout, 'notFoundTitle'),
      heading: layoutText(layout, 'notFoundHeading'),
      text: layoutText(layout, 'notFoundText'),
    };
  if (status >= 400 && status < 500) {
    const heading = layoutText(layout, status === 413 ? 'tooLargeHeading' : 'requestErrorHeading');
    return { title: heading, heading, text: layoutText(layout, 'requestErrorText') };
  }
  const heading = layoutText(layout, 'serviceErrorHeading');
  return { title: heading, heading, text: layoutText(layout, 'serviceErrorText') };
}
