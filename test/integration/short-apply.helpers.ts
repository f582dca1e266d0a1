import { beforeEach, expect } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { csrfFrom, type Agent } from '../helpers/browserless.ts';
import { EDNA, OLIVE } from '../helpers/customers.ts';
import { SHORT_APPLY_TAG } from '../../shared/messages/short-apply.ts';
import { bankSessionTicket, publishAtBank } from './managed-content.helpers.ts';
import { usePortal, useSignedIn } from './use-portal.ts';

// What the short application's tests share (spec 3 §2, §4, §5, §7; docs/money-journeys.md): a portal with olive.apply
// signed in, as a browser without JavaScript, her applications reset before every test, the products, step 1's
// answers and the journey's steps.

export const EASY = accountKeyToHex('BEA01'); // £1,000 to £1,000,000, paid monthly
export const BOND = accountKeyToHex('B1FT01'); // £5,000 to £250,000, monthly or yearly
export const HIDDEN = accountKeyToHex('B2FT01'); // Display_For_Short_Apply 'N'
export const WITHDRAWN = accountKeyToHex('B35N01'); // Product_Status 'W'
export const OLIVE_ORGANISATION = 'C200041';
export const STEP_ONE = {
  organisationSource: OLIVE_ORGANISATION,
  orgDetailsChanged: 'no',
  depositAmount: '25,000',
  depositSource: 'Trading Income/Profit',
  depositMethod: 'Electronic Transfer',
};

type StoredApplication = { Reference: string; Status: string; ProductCode: string; Payload: unknown };

/** Step 1 → review: the review page's HTML. */
export async function review(agent: Agent, product: string, fields: Record<string, string>) {
  const form = await agent.get(`/short-apply/index/${product}`).expect(200);
  await agent
    .post(`/short-apply/index/${product}?stage=apply`)
    .type('form')
    .send({ _csrf: csrfFrom(form.text), ...fields })
    .expect(303)
    .expect('location', `/short-apply/index/${product}?stage=review`);
  return (await agent.get(`/short-apply/index/${product}?stage=review`).expect(200)).text;
}

export async function openDocuments(agent: Agent, product: string, documents: string[]) {
  for (const document of documents) {
    const res = await agent.get(`/short-apply/document/${product}/${document}`).expect(303);
    expect(res.headers.location).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/documents\/products\/\w+\/[\w-]+\.pdf$/,
    );
  }
}

export function keyOf(html: string): string {
  const match = /name="submissionKey" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no submission key on the page');
  return match[1];
}

export function submit(agent: Agent, product: string, html: string, fields: Record<string, string> = {}) {
  return agent
    .post(`/short-apply/index/${product}?stage=review`)
    .type('form')
    .send({
      _csrf: csrfFrom(html),
      submissionKey: keyOf(html),
      accuracyConfirm: 'yes',
      informationConfirm: 'yes',
      ...fields,
    });
}

/** The portal of a short-apply test file, olive.apply signed in on it, and the bank's applications test controls. */
export function useShortApply() {
  // Published content is read afresh on every request, for the outcome pages' managed wording.
  const portal = usePortal({ CONTENT_FRESH_MS: '0' });
  const olive = useSignedIn(portal, OLIVE);

  async function applications(username = OLIVE.username): Promise<StoredApplication[]> {
    const res = await fetch(
      `${portal.sandbox.apiUrl}/__test/applications?username=${encodeURIComponent(username)}`,
    );
    if (!res.ok) throw new Error(`applications: HTTP ${res.status}`);
    return (await res.json()) as StoredApplication[];
  }

  async function resetApplications(username: string) {
    const res = await fetch(`${portal.sandbox.apiUrl}/__test/reset-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: username }),
    });
    if (!res.ok) throw new Error(`reset-applications: HTTP ${res.status}`);
  }

  /** Publishes a text of the short application's tag at the bank, as an editor would (EDNA). */
  async function publish(key: string, value: string): Promise<void> {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publishAtBank(portal.sandbox.apiUrl, ticket, { tag: SHORT_APPLY_TAG, key }, value);
  }

  beforeEach(async () => {
    await resetApplications(OLIVE.username);
  });
  return { portal, olive, applications, resetApplications, publish };
}
