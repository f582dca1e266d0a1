import { Form } from 'react-router';
import type { Route } from './+types/register.ts';
import {
  activationDetailsFields,
  activationDetailsSchema,
  personalDetailsFields,
  personalDetailsSchema,
} from '#shared/forms/personal-details.ts';
import { registrationCredentialsFields, registrationCredentialsSchema } from '#shared/forms/credentials.ts';
import { credentialSetupMessages } from '#shared/messages/credentials.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { Button, NotificationBanner, TextInput, WarningText } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { bindField } from '../../components/form-field-binding.ts';
import {
  PersonalDetailsFields,
  usePersonalDetailsSummary,
} from '../../components/personal-details-fields.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { AcceptTerms } from '../../components/accept-terms.tsx';
import { ManagedForm } from '../../components/managed-form.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { FormPageHead } from '../../components/form-page.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { useManagedMessage } from '../../components/managed-errors.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { registerPath } from './paths.ts';

// The two steps of /registration/register/:id? (spec 1 §2, §5): step 1 'Personal details' (the activation-code
// variant adds the code) and step 2 'Register' (the security details), each with its own h1 and title.

export type RegisterStep = 'details' | 'security';
/** A step's answer from the action: its messages and values, and whether credential setup itself failed. */
export type RegisterFailure = FormFailure & { step: RegisterStep; setupFailed?: boolean };

type LoaderData = Route.ComponentProps['loaderData'];
type DetailsData = Extract<LoaderData, { step: 'details' }>;
type SecurityData = Extract<LoaderData, { step: 'security' }>;

function StepHeading({ step, titleKey, page }: { step: 1 | 2; titleKey: string; page: ManagedPage }) {
  const c = contentOf(page);
  return (
    <>
      <h1 className="govuk-heading-l">
        <span className="govuk-caption-l">{fillIn(c('stepCaption'), { step })}</span> {c(titleKey)}
      </h1>
      <EditControls page={page} keys={['stepCaption', titleKey, 'pageTitle']} />
    </>
  );
}

/** Step 1: the five personal details, and in the activation-code variant the code. */
export function PersonalDetailsStep({
  loaderData,
  failure,
}: {
  loaderData: DetailsData;
  failure: RegisterFailure | undefined;
}) {
  const { activate, page } = loaderData;
  const schema = activate ? activationDetailsSchema : personalDetailsSchema;
  const fields = activate ? activationDetailsFields : personalDetailsFields;
  const form = useValidatedForm(schema, fields, failure);
  const errors = usePersonalDetailsSummary(form.summary);
  const managed = useManagedMessage();
  const c = contentOf(page);
  const titleKey = activate ? 'activateTitle' : 'detailsTitle';
  const intro = !activate
    ? 'intro'
    : loaderData.activationRequired
      ? 'activationRequired'
      : 'activationIntro';
  // Each variant links to the other: 'I have an activation code', 'I do not have an activation code'.
  const other = activate ? 'noCode' : 'haveCode';
  return (
    <>
      <FormPageHead title={fillIn(c('pageTitle'), { step: 1, title: c(titleKey) })} errors={errors} />
      {loaderData.notice ? (
        <NotificationBanner
          role="alert"
          titleId="registration-notice-title"
          text={managed(loaderData.notice)}
        />
      ) : null}
      <StepHeading step={1} titleKey={titleKey} page={page} />
      <ManagedText page={page} name={`content.${intro}`} className="govuk-body" />
      <ManagedLink page={page} name={`content.${other}`} href={registerPath(!activate)} />
      <ManagedForm
        action={registerPath(activate)}
        csrfToken={loaderData.csrfToken}
        onSubmit={form.onSubmit}
        page={page}
      >
        <input type="hidden" name="step" value="details" />
        <PersonalDetailsFields
          register={form.register}
          errorFor={form.errorFor}
          values={failure?.values ?? loaderData.values}
          page={page}
        />
        {activate ? (
          <>
            <TextInput
              {...bindField(form, 'activationCode')}
              label={c('activationCodeLabel')}
              hint={c('activationCodeHint')}
              autocomplete="off"
              spellcheck={false}
              autocapitalize="characters"
              classes="govuk-input--width-10"
              required
            />
            <EditControls page={page} keys={['activationCodeLabel', 'activationCodeHint']} />
          </>
        ) : null}
        {/* The bank's own pages (spec 1 §5: the Terms and Conditions and Privacy Policy are external links). */}
        <AcceptTerms page={page} terms="terms-and-conditions" privacy="privacy-policy" />
      </ManagedForm>
    </>
  );
}

/** Step 2: the security details, with Cancel (spec 1 §4: it resets the registration). */
export function SecurityStep({
  loaderData,
  failure,
}: {
  loaderData: SecurityData;
  failure: RegisterFailure | undefined;
}) {
  const form = useValidatedForm(registrationCredentialsSchema, registrationCredentialsFields, failure);
  const managed = useManagedMessage();
  const path = registerPath(loaderData.activate);
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <FormPageHead
        title={fillIn(c('pageTitle'), { step: 2, title: c('securityTitle') })}
        errors={form.summary}
      />
      <StepHeading step={2} titleKey="securityTitle" page={page} />
      <ManagedText page={page} name="content.securityIntro" className="govuk-body" />
      <p className="govuk-body">{fillIn(c('securityTimeout'), { minutes: loaderData.timeLimitMinutes })}</p>
      <EditControl page={page} name="content.securityTimeout" />
      <ManagedForm
        action={path}
        csrfToken={loaderData.csrfToken}
        onSubmit={form.onSubmit}
        page={page}
        submit="register"
      >
        <input type="hidden" name="step" value="security" />
        <SecurityDetailsFields
          register={form.register}
          errorFor={form.errorFor}
          values={failure?.values}
          page={page}
        />
        {failure?.setupFailed ? <WarningText>{managed(credentialSetupMessages.General)}</WarningText> : null}
      </ManagedForm>
      <Form method="post" action={path}>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="intent" value="cancel" />
        <Button classes="govuk-button--secondary">{c('cancel')}</Button>
      </Form>
      <EditControl page={page} name="content.cancel" />
    </>
  );
}
