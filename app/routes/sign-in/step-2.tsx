import { useMemo } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/step-2.ts';
import { createSignInStep2Schema, signInStep2Fields } from '#shared/forms/sign-in.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { memorableNumberLabels } from '#shared/domain/ordinals.ts';
import {
  SIGN_IN_STEP_2_DEFAULTS,
  SIGN_IN_STEP_2_TAG,
  signInStep2Messages,
  unknownStatusMessage,
} from '#shared/messages/sign-in.ts';
import { fillIn } from '#shared/content/managed.ts';
import { Button, Fieldset, TextInput } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { bindField } from '../../components/form-field-binding.ts';
import { FormPage } from '../../components/form-page.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { EditControl } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import {
  activateCredentials,
  completeSignIn,
  rememberSignInTicket,
  signInFlowExpired,
  updateSignIn,
} from './sign-in.server.ts';
import { rememberUsernameHeader } from './remember-me.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import type { SignInResponse } from '#shared/api/webauthentication.ts';
import { formError } from '../../lib/form-error.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const flow = ctx.session.signIn;
  const blocked = ctx.session.signInCredentialBlocked;
  if (!flow && blocked) {
    // CredentialBlocked (spec 1 §4 "Sign-in step 2": a message), shown once.
    delete ctx.session.signInCredentialBlocked;
    return {
      csrfToken: ctx.csrfToken(),
      labels: memorableNumberLabels(blocked.positions),
      blocked: true,
      page: await step2Page(ctx),
    };
  }
  // spec 1 §4: a missing ticket goes back to step 1.
  if (!flow) throw redirect('/sign-in/step-1');
  if (signInFlowExpired(ctx)) throw restartSignIn(ctx, 'Timeout');
  return {
    csrfToken: ctx.csrfToken(),
    labels: memorableNumberLabels(flow.positions),
    blocked: false,
    page: await step2Page(ctx),
  };
}

function step2Page(ctx: AppContext) {
  return managedPage(ctx, SIGN_IN_STEP_2_TAG, SIGN_IN_STEP_2_DEFAULTS, '/sign-in/step-2');
}

/** Back to step 1 with a message: the flow took too long, or the bank no longer knows its ticket. */
function restartSignIn(ctx: AppContext, notice: 'Timeout' | 'InvalidTicket'): Response {
  delete ctx.session.signIn;
  ctx.session.signInNotice = notice;
  return seeOther('/sign-in/step-1');
}

/** After a failed attempt the bank asks for new positions: the answer carries their labels with the message. */
type Step2Failure = FormFailure & { blocked?: boolean; labels?: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const flow = ctx.session.signIn;
  if (!flow) return seeOther('/sign-in/step-1');
  if (signInFlowExpired(ctx)) return restartSignIn(ctx, 'Timeout');
  const input = formDataToObject(await request.formData());
  const schema = createSignInStep2Schema(memorableNumberLabels(flow.positions));
  const result = validateForm(schema, input, { secretFields: [...signInStep2Fields] });
  if (!result.ok) return data<Step2Failure>({ errors: result.errors, values: {} }, { status: 400 });
  const pin = signInStep2Fields.map((field) => result.data[field]).join('');
  const response = await expectOk(ctx, await updateSignIn(ctx, flow.ticket, pin));
  const fail = (message: string, extra: Partial<Step2Failure> = {}) => {
    const positions = ctx.session.signIn?.positions;
    const labels = positions ? memorableNumberLabels(positions) : undefined;
    return data<Step2Failure>(
      { errors: [formError(message, '#pin0')], values: {}, labels, ...extra },
      { status: 400 },
    );
  };

  return answerStep2(ctx, response, flow.username, flow.rememberMe, fail);
}

type Fail = (message: string, extra?: Partial<Step2Failure>) => ReturnType<typeof data<Step2Failure>>;

/** What the bank's answer to step 2 (or to the activation it asked for) means for the customer. */
async function answerStep2(
  ctx: AppContext,
  response: SignInResponse,
  username: string,
  rememberMe: boolean,
  fail: Fail,
) {
  switch (response.Status) {
    case 'Success':
    case 'ActivationSuccess': {
      const activated =
        response.Status === 'ActivationSuccess' || Boolean(ctx.session.signIn?.activationSent);
      const next = await completeSignIn(ctx, response, username);
      if (!next) throw seeOther('/network-error');
      // spec 1 §4: after an activation the first-login flag is set and the customer goes to /accounts.
      if (activated) ctx.session.firstLogin = true;
      const response303 = seeOther(activated ? '/accounts' : next);
      // spec 1 §4 "Sign-in step 2": remember-me stored or cleared.
      response303.headers.append(
        'Set-Cookie',
        await rememberUsernameHeader(ctx, rememberMe ? username : null),
      );
      return response303;
    }
    case 'RequireActivation': {
      // spec 1 §4: with an activation ticket, an activation request is sent automatically, once.
      const flow = ctx.session.signIn;
      if (response.RequireActivationTicket && flow && !flow.activationSent) {
        flow.activationSent = true;
        const activation = await expectOk(
          ctx,
          await activateCredentials(ctx, response.RequireActivationTicket),
        );
        return answerStep2(ctx, activation, username, rememberMe, fail);
      }
      return fail(signInStep2Messages.Failed);
    }
    case 'Failed': {
      const flow = ctx.session.signIn;
      const failures = (flow?.failedPinAttempts ?? 0) + 1;
      // The bank asks for new positions after a failure; without a new ticket the old one stands.
      rememberSignInTicket(ctx, response, username, rememberMe);
      if (ctx.session.signIn) ctx.session.signIn.failedPinAttempts = failures;
      // spec 1 §4 "Sign-in step 2": warning after 3 failed client counts and a further failure.
      return fail(
        failures >= 4
          ? `${signInStep2Messages.Failed}. ${signInStep2Messages.Warning}`
          : signInStep2Messages.Failed,
      );
    }
    case 'Blocked':
    case 'NonSignatory':
      delete ctx.session.signIn;
      return seeOther('/sign-in/blocked');
    case 'CredentialBlocked': {
      // The flow ends; the page (a GET, so the same with JavaScript off) says why and offers Home.
      const positions = ctx.session.signIn?.positions ?? [];
      delete ctx.session.signIn;
      ctx.session.signInCredentialBlocked = { positions };
      return seeOther('/sign-in/step-2');
    }
    case 'InvalidTicket':
      return restartSignIn(ctx, 'InvalidTicket');
    default:
      return fail(unknownStatusMessage(response.Status));
  }
}

/** What the page shows after CredentialBlocked: the message, and Home instead of Continue. */
const credentialBlocked: Step2Failure = {
  errors: [formError(signInStep2Messages.CredentialBlocked, '#pin0')],
  values: {},
  blocked: true,
};

export default function SignInStep2({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? (loaderData.blocked ? credentialBlocked : undefined);
  const { page } = loaderData;
  const c = contentOf(page);
  const labels = failure?.labels ?? loaderData.labels;
  const labelKey = labels.join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels by their text: a new array of the same labels is the same schema
  const schema = useMemo(() => createSignInStep2Schema(labels), [labelKey]);
  const form = useValidatedForm(schema, signInStep2Fields, failure);
  return (
    <FormPage page={page} title={c('title')} errors={form.summary}>
      <form method="post" action="/sign-in/step-2" noValidate onSubmit={form.onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <Fieldset
          legend={{
            text: c('title'),
            isPageHeading: true,
            classes: 'govuk-fieldset__legend--l',
          }}
          describedBy="pin-hint"
        >
          <div id="pin-hint" className="govuk-hint">
            {c('hint')}
          </div>
          <EditControls page={page} keys={['title', 'hint']} />
          {labels.map((label, index) => {
            const field = signInStep2Fields[index] as string;
            return (
              <TextInput
                key={field}
                {...bindField(form, field)}
                label={fillIn(c('digitLabel'), { position: label })}
                // Masked, as registration's memorable number is (docs/security.md, "Secrets on screen").
                type="password"
                classes="govuk-input--width-2"
                inputmode="numeric"
                autocomplete="off"
                spellcheck={false}
                attributes={{ maxLength: 1 }}
              />
            );
          })}
          <EditControl page={page} name="content.digitLabel" />
        </Fieldset>
        {failure && 'blocked' in failure && failure.blocked ? (
          <>
            <Button href="/">{c('home')}</Button>
            <EditControl page={page} name="content.home" />
          </>
        ) : (
          <>
            <Button preventDoubleClick>{c('continue')}</Button>
            <EditControl page={page} name="content.continue" />
          </>
        )}
      </form>
      <ManagedLink page={page} name="content.forgotten" href="/forgotten-password" />
    </FormPage>
  );
}
