import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db/database.ts';
import { credentialValue, memorableNumberErrors, passwordErrors } from '../domain/credential-rules.ts';
import { type Customer, findCustomerById, isBankBlocked, resetCredentials } from '../domain/customers.ts';
import { consumeFlowTicket, findFlowTicket, issueFlowTicket } from '../domain/flow-tickets.ts';
import {
  findPerson,
  type IdentityMatch,
  identityDetails,
  matchIdentity,
  missingDetails,
} from '../domain/persons.ts';
import { hashPassword, sealMemorableNumber } from '../domain/secrets.ts';
import { channelFor, sendMessage } from '../domain/outbox.ts';
import { credentialEntry, identityEntries, identityRequest, invalidCredentials } from './credentials.ts';
import { badRequest, parseBody } from './http.ts';
import { startSession } from './session.ts';
import { requireChallenge } from './two-factor.ts';

// Forgotten username and forgotten password (spec 1 §2, §4, §7, §8). Anonymous calls; the person is identified by
// the five personal details. The password reset runs: reset-forgotten (RequireActivationTicket) ->
// forgottencredentials/activate under two-factor (ResetUserCredentialsTicket) -> update-forgotten (new password and
// memorable number; signed in).

const identityBody = z.object({ Entries: identityEntries, ExtendedProperties: z.unknown().optional() });
const activateBody = z.object({ RequireActivationTicket: z.string().min(1) }).loose();
const updateBody = z.object({
  Ticket: z.union([z.string().min(1), z.object({ Value: z.string().min(1) }).loose()]),
  CredentialValues: z.array(credentialEntry).nullable().optional(),
  TermsAndConditionsDocumentVersion: z.literal('1.0'),
  ExtendedProperties: identityRequest,
});

type Identified =
  | { outcome: 'IdentifyAndVerifyFailed' }
  | { outcome: 'Blocked' }
  | { outcome: 'Found'; match: IdentityMatch; customer: Customer | undefined };

export function forgottenCredentialsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db, clock, settings } = ctx;

  /** Identifies the person; answers 400 itself (and returns undefined) when details are missing. */
  function identify(req: Request, res: Response): Identified | undefined {
    const body = parseBody(identityBody, req, res);
    if (!body) return undefined;
    const details = identityDetails(body.Entries);
    const missing = missingDetails(details);
    if (missing.length > 0) {
      badRequest(res, `Missing identity entries: ${missing.join(', ')}`);
      return undefined;
    }
    const match = matchIdentity(db, details);
    if (!match) return { outcome: 'IdentifyAndVerifyFailed' };
    const customer = findCustomerById(db, match.person.personId);
    if (match.person.onlineAccess === 'Blocked' || (customer && isBankBlocked(customer)))
      return { outcome: 'Blocked' };
    return { outcome: 'Found', match, customer };
  }

  router.post('/webauthentication/v2.0/user/credentials/forgotten-username', (req, res) => {
    const identified = identify(req, res);
    if (!identified) return;
    if (identified.outcome !== 'Found') {
      res.json({ Status: identified.outcome });
      return;
    }
    const { match, customer } = identified;
    if (match.role === 'NonSignatory') {
      res.json({ Status: 'NonSignatory' });
      return;
    }
    if (!customer) {
      res.json({ Status: 'NotRegistered' });
      return;
    }
    // The username goes to the customer's registered contact, never only to the screen (decision 029).
    const destination = match.person.email ?? match.person.mobile;
    if (destination)
      sendMessage(
        db,
        {
          channel: channelFor(destination),
          destination,
          text: `Your ${settings.bankName} username is ${customer.username}. If you did not ask for it, call us.`,
          code: null,
        },
        clock(),
      );
    res.json({ Status: 'Success', Username: customer.username });
  });

  router.post('/webauthentication/v2.0/user/credentials/reset-forgotten', (req, res) => {
    const identified = identify(req, res);
    if (!identified) return;
    if (identified.outcome !== 'Found') {
      res.json({ Status: identified.outcome });
      return;
    }
    const { match, customer } = identified;
    // Not a status of this call in the spec: a non-signatory gets the blocked screen, as in the other flows.
    if (match.role === 'NonSignatory') {
      res.json({ Status: 'Blocked' });
      return;
    }
    if (!customer) {
      res.json({ Status: 'NotRegistered' });
      return;
    }
    const ticket = issueFlowTicket(
      db,
      'ForgottenActivation',
      customer.userId,
      clock(),
      settings.ticketExpiryMinutes,
    );
    res.json({ Status: 'RequireActivation', RequireActivationTicket: ticket });
  });

  // Under two-factor: the passcode goes to the person behind the ticket.
  router.post('/webauthentication/v2.0/user/forgottencredentials/activate', (req, res) => {
    const body = parseBody(activateBody, req, res);
    if (!body) return;
    const ticket = findFlowTicket(db, 'ForgottenActivation', body.RequireActivationTicket, clock());
    if (!ticket) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    if (!requireChallenge(ctx, req, res, ticket.personId)) return;
    // The ticket may have run out while the customer waited for the passcode.
    if (!findFlowTicket(db, 'ForgottenActivation', body.RequireActivationTicket, clock())) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    consumeFlowTicket(db, body.RequireActivationTicket);
    const resetTicket = issueFlowTicket(
      db,
      'ResetCredentials',
      ticket.personId,
      clock(),
      settings.ticketExpiryMinutes,
    );
    res.json({ Status: 'Success', ResetUserCredentialsTicket: resetTicket });
  });

  router.post('/webauthentication/v2.0/user/credentials/update-forgotten', async (req, res) => {
    const body = parseBody(updateBody, req, res);
    if (!body) return;
    const ticketValue = typeof body.Ticket === 'string' ? body.Ticket : body.Ticket.Value;
    const ticket = findFlowTicket(db, 'ResetCredentials', ticketValue, clock());
    const person = ticket && findPerson(db, ticket.personId);
    const customer = ticket && findCustomerById(db, ticket.personId);
    if (!person || !customer) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    if (person.onlineAccess === 'Blocked' || isBankBlocked(customer)) {
      consumeFlowTicket(db, ticketValue);
      res.json({ Status: 'Blocked' });
      return;
    }
    const password = credentialValue(body.CredentialValues, 'Password');
    const memorableNumber = credentialValue(body.CredentialValues, 'Pin');
    if (!password || !memorableNumber) {
      res.json({ Status: 'NotEnoughCredentials' });
      return;
    }
    const errors = [
      ...passwordErrors(password, [customer.username]),
      ...memorableNumberErrors(memorableNumber, [
        person.dateOfBirth,
        body.ExtendedProperties?.IdentityRequest?.DateOfBirth,
      ]),
    ];
    if (errors.length > 0) {
      // The ticket stays usable: the customer corrects the details and sends them again.
      res.json(invalidCredentials(errors));
      return;
    }
    const passwordHash = await hashPassword(password);
    if (!findFlowTicket(db, 'ResetCredentials', ticketValue, clock())) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    transaction(db, () => {
      resetCredentials(db, customer.userId, passwordHash, sealMemorableNumber(memorableNumber));
      consumeFlowTicket(db, ticketValue);
    });
    const updated = findCustomerById(db, customer.userId) ?? customer;
    res.json({ Status: 'Success', ...startSession(ctx, updated) });
  });

  return router;
}
