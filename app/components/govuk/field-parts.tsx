// Internal: the hint + error message part shared by form controls, and the aria-describedby ids
// they add, in govuk-frontend order (describedBy param, then hint, then error).
import type { ReactNode } from 'react';
import { ErrorMessage, type ErrorMessageOptions } from './error-message.tsx';
import { Hint, type HintOptions } from './hint.tsx';
import { joinIds, toOptions, type TextOr } from './utils.tsx';

export interface FieldPartsInput {
  /** Base for the ids: `<idBase>-hint` and `<idBase>-error`. */
  idBase: string | undefined;
  describedBy?: string | undefined;
  hint?: TextOr<HintOptions> | false | null | undefined;
  errorMessage?: TextOr<ErrorMessageOptions> | false | null | undefined;
}

export interface FieldParts {
  hint: ReactNode;
  error: ReactNode;
  hasError: boolean;
  describedBy: string | undefined;
}

export function fieldParts({ idBase, describedBy, hint, errorMessage }: FieldPartsInput): FieldParts {
  const hintOptions = toOptions<HintOptions>(hint);
  const errorOptions = toOptions<ErrorMessageOptions>(errorMessage);
  const hintId = hintOptions ? `${idBase}-hint` : undefined;
  const errorId = errorOptions ? `${idBase}-error` : undefined;
  return {
    hint: hintOptions ? (
      <Hint
        id={hintId}
        classes={hintOptions.classes}
        attributes={hintOptions.attributes}
        html={hintOptions.html}
        text={hintOptions.text}
      />
    ) : null,
    error: errorOptions ? (
      <ErrorMessage
        id={errorId}
        classes={errorOptions.classes}
        attributes={errorOptions.attributes}
        html={errorOptions.html}
        text={errorOptions.text}
        visuallyHiddenText={errorOptions.visuallyHiddenText}
      />
    ) : null,
    hasError: Boolean(errorOptions),
    describedBy: joinIds(describedBy, hintId, errorId),
  };
}
