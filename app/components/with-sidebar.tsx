import type { ReactNode } from 'react';

/** The page in two thirds of the width and a sidebar in the last third (below the page on a narrow screen). */
export function WithSidebar({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">{children}</div>
      <div className="govuk-grid-column-one-third">{sidebar}</div>
    </div>
  );
}
