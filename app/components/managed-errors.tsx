import { createContext, useContext, type ReactNode } from 'react';
import { managedMessage, type ManagedPage } from '#shared/content/managed.ts';
import { EditControl } from './managed-text.tsx';

// The `errors` kind of managed content (spec 1 §3 "Editable content"; decisions 035 and 055). A form's messages
// stay in its shared schema, so the server and the browser raise the same default text; the page shows the
// published text instead wherever a message is displayed: the error summary and each field's error message
// (app/components/govuk/error-message.tsx). A page opts in by wrapping its content in <ManagedErrors page={...}>.
// In editor mode the page also lists its messages, each with its Edit link, as they cannot be edited in place.

const Messages = createContext<Readonly<Record<string, string>> | undefined>(undefined);

/**
 * The text to show for a message: its published text on a page that manages it (by its default text, or by a
 * template with parts the message fills in), else the message itself.
 */
export function useManagedMessage(): (message: string) => string {
  const messages = useContext(Messages);
  return (message) => managedMessage(messages, message);
}

export function ManagedErrors({ page, children }: { page: ManagedPage; children: ReactNode }) {
  const names = page.editor
    ? Object.keys(page.editor.items).filter((name) => name.startsWith('errors.'))
    : [];
  return (
    <Messages.Provider value={page.messages}>
      {children}
      {names.length > 0 ? (
        <section className="app-content-errors" aria-labelledby="managed-errors-heading">
          <h2 className="govuk-heading-s" id="managed-errors-heading">
            Error messages on this page
          </h2>
          <ul className="govuk-list">
            {names.map((name) => (
              <li key={name}>
                {page.values[name]} <EditControl page={page} name={name} inline />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Messages.Provider>
  );
}
