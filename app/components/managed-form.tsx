import type { FormEvent, ReactNode } from 'react';
import type { ManagedPage } from '#shared/content/managed.ts';
import { Button } from './govuk/index.ts';
import { CsrfField } from './forms/csrf-field.tsx';
import { EditControl } from './managed-text.tsx';

/**
 * A page's form: posted to `action` with the CSRF token, natively without JavaScript and checked in the browser
 * first with it (`onSubmit` from useValidatedForm), its submit button last, worded by the managed 'content.{submit}'.
 */
export function ManagedForm({
  action,
  csrfToken,
  onSubmit,
  page,
  submit = 'continue',
  children,
}: {
  action: string;
  csrfToken: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  page: ManagedPage;
  submit?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit}>
      <CsrfField token={csrfToken} />
      {children}
      <Button preventDoubleClick>{page.values[`content.${submit}`] ?? ''}</Button>
      <EditControl page={page} name={`content.${submit}`} />
    </form>
  );
}
