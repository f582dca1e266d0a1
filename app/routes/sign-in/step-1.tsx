import { data } from 'react-router';
import type { Route } from './+types/step-1.ts';
import { signInStep1Fields, signInStep1RememberedSchema, signInStep1Schema } from '#shared/forms/sign-in.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import {
  SIGN_IN_DEFAULTS,
  SIGN_IN_TAG,
  signInMessages,
  unknownStatusMessage,
} from '#shared/messages/sign-in.ts';
import { fillIn } from '#shared/content/managed.ts';
import { Button, Checkboxes, TextInput } from '../../components/govuk/index.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { bindField } from '../../components/form-field-binding.ts';
import { FormPage } from '../../components/form-page.tsx';
import { ManagedForm } from '../../components/managed-form.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { abandonSignedInSessionByPostOnly } from '../../lib/signed-in-guard.server.ts';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { completeSignIn, createSignIn, rememberSignInTicket } from './sign-in.server.ts';
import { rememberedUsername } from './remember-me.server.ts';
import { formError } from '../../lib/form-error.ts';

/** `?not-you` shows the username field again for someone who is not the remembered customer. */
const NOT_YOU = 'not-you';

/**
 * spec 1 §4 "Sign-in step 1": the sign-in page logs out any existing session on entry — by its form's POST only; a
 * signed-in customer's GET is shown the already-signed-in page (app/lib/signed-in-guard.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => abandonSignedInSessionByPostOnly(app(context), request),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = app(context);
  delete ctx.session.signIn;
  const notice = ctx.session.signInNotice;
  delete ctx.session.signInNotice;
  const remembered = new URL(request.url).searchParams.has(NOT_YOU)
    ? undefined
    : await rememberedUsername(ctx, request);
  const page = await managedPage(ctx, SIGN_IN_TAG, SIGN_IN_DEFAULTS, '/sign-in/step-1');
  return {
    csrfToken: ctx.csrfToken(),
    remembered: remembered ?? null,
    notice: notice ? (`content.notice${notice}` as const) : null,
    page,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  // A remembered customer posts no username: the stored one is used (spec 1 §4 "Remember me").
  const remembered = input.username === undefined ? await rememberedUsername(ctx, request) : undefined;
  const result = remembered
    ? validateForm(signInStep1RememberedSchema, input)
    : validateForm(signInStep1Schema, input, { secretFields: ['password'] });
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const username = remembered ?? ('username' in result.data ? String(result.data.username) : '');
  const { password, rememberMe } = result.data;
  const values: Record<string, string> = { rememberMe: rememberMe ? 'on' : '' };
  if (!remembered) values.username = username;
  const response = await expectOk(ctx, await createSignIn(ctx, username, password));
  const fail = (message: string) =>
    data<FormFailure>(
      { errors: [formError(message, remembered ? '#password' : '#username')], values },
      { status: 400 },
    );

  switch (response.Status) {
    case 'Incomplete':
      if (!rememberSignInTicket(ctx, response, username, rememberMe)) throw seeOther('/network-error');
      ctx.session.signInFailures = 0;
      return seeOther('/sign-in/step-2');
    case 'Success': {
      const next = await completeSignIn(ctx, response, username);
      if (!next) throw seeOther('/network-error');
      return seeOther(next);
    }
    case 'Failed': {
      // spec 1 §4: the warning is shown on the 4th failed attempt.
      const failures = (ctx.session.signInFailures ?? 0) + 1;
      ctx.session.signInFailures = failures;
      return fail(failures === 4 ? signInMessages.Warning : signInMessages.Failed);
    }
    case 'Blocked':
    case 'NonSignatory':
      return seeOther('/sign-in/blocked');
    case 'CredentialBlocked':
    case 'Inactive':
    case 'InvalidTicket':
      return fail(signInMessages[response.Status]);
    default:
      return fail(unknownStatusMessage(response.Status));
  }
}

export default function SignInStep1({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? undefined;
  const { remembered, notice, page } = loaderData;
  const c = contentOf(page);
  const form = useValidatedForm(
    remembered ? signInStep1RememberedSchema : signInStep1Schema,
    signInStep1Fields,
    failure,
  );
  const { summary } = form;
  const values = failure?.values ?? {};
  const rememberChecked = failure ? values.rememberMe === 'on' : Boolean(remembered);
  return (
    <FormPage page={page} title={c('title')} errors={summary}>
      {notice && summary.length === 0 ? (
        <div className="govuk-inset-text app-notice" role="status">
          {page.values[notice]}
        </div>
      ) : null}
      {notice && summary.length === 0 ? <EditControl page={page} name={notice} /> : null}
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      {remembered ? (
        <>
          <p className="govuk-body-l">{fillIn(c('welcomeBack'), { name: remembered })}</p>
          <EditControl page={page} name="content.welcomeBack" />
          <ManagedLink page={page} name="content.notYou" href={`/sign-in/step-1?${NOT_YOU}`} />
        </>
      ) : null}
      <ManagedForm
        action="/sign-in/step-1"
        csrfToken={loaderData.csrfToken}
        onSubmit={form.onSubmit}
        page={page}
      >
        {remembered ? null : (
          <TextInput
            {...bindField(form, 'username')}
            label={c('usernameLabel')}
            autocomplete="username"
            spellcheck={false}
            autocapitalize="none"
            classes="govuk-!-width-two-thirds"
            defaultValue={values.username}
          />
        )}
        {remembered ? null : <EditControl page={page} name="content.usernameLabel" />}
        <PasswordField
          {...bindField(form, 'password')}
          label={c('passwordLabel')}
          autocomplete="current-password"
          classes="govuk-!-width-two-thirds"
        />
        <EditControl page={page} name="content.passwordLabel" />
        <Checkboxes
          name="rememberMe"
          classes="govuk-checkboxes--small"
          items={[
            {
              value: 'on',
              text: c('rememberMe'),
              hint: { text: c('rememberMeHint') },
              checked: rememberChecked,
              inputProps: form.register('rememberMe'),
            },
          ]}
        />
        <EditControls page={page} keys={['rememberMe', 'rememberMeHint']} />
      </ManagedForm>
      <ManagedLink page={page} name="content.forgottenUsername" href="/forgotten-username" />
      <ManagedLink page={page} name="content.forgottenPassword" href="/forgotten-password" />
      <ManagedText page={page} name="content.withoutNumberHeading" as="h2" className="govuk-heading-m" />
      <ManagedText page={page} name="content.withoutNumber" className="govuk-body" />
      <ManagedLink page={page} name="content.secureSignIn" href="/mgr-sign-in" />
      <ManagedText page={page} name="content.newHeading" as="h2" className="govuk-heading-m" />
      <Button href="/registration" classes="govuk-button--secondary">
        {c('register')}
      </Button>
      <EditControl page={page} name="content.register" />
    </FormPage>
  );
}
