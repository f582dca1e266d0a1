import { data } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import {
  createPersonalDetailsSchema,
  personalDetailsFields,
  personalDetailsSchema,
  toIdentityEntries,
} from '#shared/forms/personal-details.ts';
import { echoValues, formDataToObject, validateForm, type FieldError } from '#shared/forms/validate.ts';
import { forgottenUsernameMessages } from '#shared/messages/forgotten.ts';
import { unknownStatusMessage } from '#shared/messages/sign-in.ts';
import { Button, Panel } from '../../components/govuk/index.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import {
  PersonalDetailsFields,
  usePersonalDetailsSummary,
} from '../../components/personal-details-fields.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { answerKey } from '../registration/answer-key.ts';
import { retrieveUsername } from './forgotten-username.server.ts';

// /forgotten-username/retrieve (spec 1 §2, §4 "Forgotten username"): the personal details form; on Success the same
// address shows the username (post-redirect-get: the action keeps it in the session, the next GET shows it once).

export function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const found = ctx.session.forgottenUsername;
  if (found) {
    delete ctx.session.forgottenUsername;
    return { username: found.username, csrfToken: null };
  }
  return { username: null, csrfToken: ctx.csrfToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const schema = createPersonalDetailsSchema({ clock: () => new Date(ctx.now()) });
  const result = validateForm(schema, input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const response = await expectOk(ctx, await retrieveUsername(ctx, toIdentityEntries(result.data)));
  const fail = (message: string, values: Record<string, string>) => {
    const error: FieldError = { field: '_form', href: '#firstname', message };
    return data<FormFailure>({ errors: [error], values }, { status: 400 });
  };
  switch (response.Status) {
    case 'Success':
      if (!response.Username) throw seeOther('/network-error');
      ctx.session.forgottenUsername = { username: response.Username };
      return seeOther('/forgotten-username/retrieve');
    case 'Blocked':
    case 'NonSignatory':
      return seeOther('/forgotten-username/blocked');
    // spec 1 §4: a message, and the form is reset (nothing entered is kept).
    case 'NotRegistered':
    case 'IdentifyAndVerifyFailed':
      return fail(forgottenUsernameMessages[response.Status], {});
    default:
      return fail(unknownStatusMessage(response.Status), echoValues(input, personalDetailsFields, new Set()));
  }
}

export default function ForgottenUsernameRetrieve({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.username !== null) return <UsernameFound username={loaderData.username} />;
  // Remounted for each answer from the server, so a reset form is empty with JavaScript on too (answer-key.ts).
  const failure = actionData ?? undefined;
  return <RetrieveForm key={answerKey(failure)} csrfToken={loaderData.csrfToken} failure={failure} />;
}

function RetrieveForm({ csrfToken, failure }: { csrfToken: string; failure: FormFailure | undefined }) {
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    personalDetailsSchema,
    personalDetailsFields,
    failure,
  );
  const errors = usePersonalDetailsSummary(summary);
  return (
    <>
      <PageTitle page="Forgotten username" hasErrors={errors.length > 0} />
      <FormErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Forgotten username</h1>
      <p className="govuk-body">
        Enter your details and we will show you the username you chose when you registered.
      </p>
      <form method="post" action="/forgotten-username/retrieve" noValidate onSubmit={onSubmit}>
        <CsrfField token={csrfToken} />
        <PersonalDetailsFields register={register} errorFor={errorFor} values={failure?.values} />
        <Button preventDoubleClick>Continue</Button>
      </form>
      <p className="govuk-body">
        <a className="govuk-link" href="/forgotten-password">
          Forgotten your password or memorable number?
        </a>
      </p>
    </>
  );
}

/** spec 1 §2: the username, a Sign in button to /sign-in, and a note that it can be changed under 'My Details'. */
function UsernameFound({ username }: { username: string }) {
  return (
    <>
      <PageTitle page="Your username" />
      <Panel titleText="Your username">
        <strong data-testid="username">{username}</strong>
      </Panel>
      <p className="govuk-body">Use this username with your password to sign in.</p>
      <p className="govuk-body">
        You can change your username under &lsquo;My Details&rsquo; once you have signed in.
      </p>
      <Button href="/sign-in">Sign in</Button>
    </>
  );
}
