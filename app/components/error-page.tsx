import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

/**
 * The body of an error page (the root error boundary, the not-found route): its heading and text, what the page adds
 * (`children`), then a link to the start page. The texts are the shell's managed texts or their defaults in code,
 * so the page needs no loader data of its own.
 */
export function ErrorPage({
  title,
  heading,
  text,
  startPageLink,
  children,
}: {
  title: string;
  heading: string;
  text: string;
  startPageLink: string;
  children?: ReactNode;
}) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} />
        <h1 className="govuk-heading-l">{heading}</h1>
        <p className="govuk-body">{text}</p>
        {children}
        <p className="govuk-body">
          <a className="govuk-link" href="/">
            {startPageLink}
          </a>
        </p>
      </div>
    </div>
  );
}
