import { Form } from 'react-router';
import { CsrfField } from '../../components/forms/csrf-field.tsx';

/** The id of the page's hidden Cancel form: a Cancel button anywhere on the page submits it with `form=`. */
export const CANCEL_FORM_ID = 'two-factor-cancel';

/**
 * The form behind a challenge screen's Cancel (or 'start again') button: posts to /two-factor/cancel, which ends the
 * challenge and returns to the originating page (spec 2 §4 Cancel) or, with intent 'restart', to the start of the
 * journey. A real form, so it works without JavaScript.
 */
export function CancelChallengeForm({
  csrfToken,
  intent = 'cancel',
}: {
  csrfToken: string;
  intent?: 'cancel' | 'restart';
}) {
  return (
    <Form method="post" action="/two-factor/cancel" id={CANCEL_FORM_ID}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </Form>
  );
}

/** A secondary Cancel button that submits the page's CancelChallengeForm. */
export function CancelChallengeButton({ text = 'Cancel' }: { text?: string }) {
  return (
    <button
      type="submit"
      form={CANCEL_FORM_ID}
      className="govuk-button govuk-button--secondary"
      data-module="govuk-button"
    >
      {text}
    </button>
  );
}
