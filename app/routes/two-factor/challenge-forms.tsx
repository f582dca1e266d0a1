import { Form } from 'react-router';
import type { ManagedPage } from '#shared/content/managed.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { Button } from '../../components/govuk/index.ts';

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

/**
 * A secondary Cancel button that submits the page's CancelChallengeForm; its text is the page's managed text
 * `name` (default 'content.cancel'). Its Edit link (editor mode) is a separate element: see CancelEditControl.
 */
export function CancelChallengeButton({
  page,
  name = 'content.cancel',
}: {
  page: ManagedPage;
  name?: string;
}) {
  return (
    <button
      type="submit"
      form={CANCEL_FORM_ID}
      className="govuk-button govuk-button--secondary"
      data-module="govuk-button"
    >
      {page.values[name] ?? ''}
    </button>
  );
}

/** The Edit link of the Cancel button's text (editor mode only), after the button group. */
export function CancelEditControl({ page, name = 'content.cancel' }: { page: ManagedPage; name?: string }) {
  return <EditControl page={page} name={name} />;
}

/**
 * A challenge form's buttons: the primary button (its text the page's managed 'content.{primary}') and Cancel, then
 * their Edit links (editor mode only) after the group.
 */
export function ChallengeButtons({ page, primary = 'continue' }: { page: ManagedPage; primary?: string }) {
  return (
    <>
      <div className="govuk-button-group">
        <Button preventDoubleClick>{page.values[`content.${primary}`] ?? ''}</Button>
        <CancelChallengeButton page={page} />
      </div>
      <EditControl page={page} name={`content.${primary}`} />
      <CancelEditControl page={page} />
    </>
  );
}
