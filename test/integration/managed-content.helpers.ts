import request from 'supertest';
import type { Agent } from '../helpers/browserless.ts';
import { csrfFrom, text } from '../helpers/browserless.ts';
import { EDNA, type Customer } from '../helpers/customers.ts';
import type { TestPortal } from '../helpers/portal.ts';
import { usePortal, useSignedIn } from './use-portal.ts';

// Shared by the managed-content integration tests (decisions 035 and 038): a portal of the editor deployment, the
// editor's form actions over HTTP, as the editor deployment's page posts them, and a session ticket at the sandbox
// bank for writing to the content store directly.

/**
 * A portal of the editor deployment (a loaded tag fresh for a minute, so a test sees that a publish invalidates it),
 * its editor signed in, and a page as a customer (signed out) gets it. Each test file passes its own session secret.
 */
export function useEditorPortal(sessionSecret: string): {
  portal: TestPortal;
  editor: Agent;
  customerPage: (path?: string) => Promise<string>;
} {
  const portal = usePortal({ APP_ENV: 'editor', CONTENT_FRESH_MS: '60000', SESSION_SECRET: sessionSecret });
  async function customerPage(path = '/savings-account') {
    return (await request(portal.url).get(path).expect(200)).text;
  }
  return { portal, editor: useSignedIn(portal, EDNA), customerPage };
}

export const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

export type EditTarget = { tag: string; name: string; returnTo?: string };

/** One action of the editor's form (save, commit, push, delete) for one text; answers the form's response. */
export async function editorAct(
  editor: Agent,
  { tag, name, returnTo = '/' }: EditTarget,
  intent: string,
  fields: Record<string, string> = {},
  status = 303,
) {
  const url = `/content/edit?${new URLSearchParams({ tag, name, returnTo }).toString()}`;
  const form = (await editor.get(url).expect(200)).text;
  return editor
    .post(url)
    .type('form')
    .send({ _csrf: csrfFrom(form), tag, name, returnTo, intent, ...fields })
    .expect(status);
}

/** Save, commit and publish (push) one text. */
export async function publishText(editor: Agent, target: EditTarget, value: string): Promise<void> {
  await editorAct(editor, target, 'save', { value });
  await editorAct(editor, target, 'commit');
  await editorAct(editor, target, 'push');
}

/** Delete, commit and publish: the default in code shows again. */
export async function restoreText(editor: Agent, target: EditTarget): Promise<void> {
  await editorAct(editor, target, 'delete');
  await editorAct(editor, target, 'commit');
  await editorAct(editor, target, 'push');
}

/** Signs `customer` in at the sandbox bank itself (password, then the memorable number's digits): its SessionTicket. */
export async function bankSessionTicket(apiUrl: string, customer: Customer): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-channel': 'WEB', 'x-client-version': '5.2' };
  const step1 = (await (
    await fetch(`${apiUrl}/webauthentication/v2.0/user/sign-in/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        Username: customer.username,
        CredentialValues: [{ Name: 'Password', Value: customer.password }],
        ExtendedProperties: null,
      }),
    })
  ).json()) as {
    SignInTicket: { Data: { CredentialStates: Array<{ Name: string; Context: { Positions: number[] } }> } };
  };
  const positions =
    step1.SignInTicket.Data.CredentialStates.find((state) => state.Name === 'Pin')?.Context.Positions ?? [];
  const step2 = (await (
    await fetch(`${apiUrl}/webauthentication/v2.0/user/sign-in/update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        Ticket: step1.SignInTicket,
        CredentialValues: [
          { Name: 'Pin', Value: positions.map((p) => customer.memorableNumber[p]).join('') },
        ],
        ExtendedProperties: null,
      }),
    })
  ).json()) as { SessionTicket: string };
  return step2.SessionTicket;
}

/** One call of the bank's content editor API (save, commit, push, delete) with an editor's session ticket. */
export function callContentEditor(
  apiUrl: string,
  ticket: string,
  path: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${apiUrl}/cmscontent/v1.0/editor/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-channel': 'WEB',
      'x-client-version': '5.2',
      'x-session-ticket': ticket,
    },
    body: JSON.stringify(body),
  });
}

/**
 * Publishes a value at the bank's content store (save, commit, push) with an editor's session ticket, as the editor
 * deployment does; a customer portal shows it at its next revalidation (at once with CONTENT_FRESH_MS=0).
 */
export async function publishAtBank(
  apiUrl: string,
  ticket: string,
  { tag, kind = 'content', key }: { tag: string; kind?: string; key: string },
  value: string,
): Promise<void> {
  const item = { Tag: tag, Kind: kind, Key: key };
  for (const [path, body] of [
    ['save', { ...item, Value: value }],
    ['commit', item],
    ['push', item],
  ] as const) {
    const res = await callContentEditor(apiUrl, ticket, path, body);
    if (!res.ok) throw new Error(`the content store answered ${res.status} to ${path} ${tag} ${kind}.${key}`);
  }
}
