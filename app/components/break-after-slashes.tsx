import { Fragment, type ReactNode } from 'react';

/**
 * `text` with a line-break opportunity (<wbr>) after each slash: browsers do not break "Compensation/Settlement"
 * there by themselves, so at 320 px a label would otherwise break mid-word. <wbr> adds no text, so the accessible
 * name stays the words as written.
 */
export function breakAfterSlashes(text: string): ReactNode {
  const parts = text.split('/');
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
