import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db/database.ts';
import { credentialValue } from '../domain/credential-rules.ts';
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
import { credentialEntry, identityEntries, identityRequest, refusedCredentials } from './credentials.ts';
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

export function forgottenCredentialsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db, clock, settings } = ctx;

  /**
   * The customer the five personal details identify. Otherwise answers itself and returns undefined: 400 when details
   * are missing, else IdentifyAndVerifyFailed, Blocked, `nonSignatoryStatus` for someone who does not sign for the
   * account, or NotRegistered for a person without online banking.
   */
  function identifyCustomer(
    req: Request,
    res: Response,
    nonSignatoryStatus: 'NonSignatory' | 'Blocked',
  ): { match: IdentityMatch; customer: Customer } | undefined {
    const body = parseBody(identityBody, req, res);
    if (!body) return undefined;
    const details = identityDetails(body.Entries);
    const missing = missingDetails(details);
    if (missing.length > 0) {
      badRequest(res, `Missing identity entries: ${missing.join(', ')}`);
      return undefined;
    }
    const refuse = (status: string) => {
      res.json({ Status: status });
      return undefined;
    };
    const match = matchIdentity(db, details);
    if (!match) return refuse('IdentifyAndVerifyFailed');
    const customer = findCustomerById(db, match.person.personId);
    if (match.person.onlineAccess === 'Blocked' || (customer && isBankBlocked(customer)))
      return refuse('Blocked');
    if (match.role === 'NonSignatory') return refuse(nonSignatoryStatus);
    if (!customer) return refuse('NotRegistered');
    return { match, customer };
  }

  router.post('/webauthentication/v2.0/user/credentials/forgotten-username', (req, res) => {
    const identified = identifyCustomer(req, res, 'NonSignatory');
    if (!identified) return;
    const { match, customer } = identified;
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
    // NonSignatory is not a status of this call in the spec: a non-signatory gets the blocked screen, as in the
    // other flows.
    const identified = identifyCustomer(req, res, 'Blocked');
    if (!identified) return;
    const { customer } = identified;
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
    const dateOfBirthSent = body.ExtendedProperties?.IdentityRequest?.DateOfBirth;
    const refused = refusedCredentials(password, memorableNumber, customer.username, [
      person.dateOfBirth,
      dateOfBirthSent,
    ]);
    if (refused) {
      // The ticket stays usable: the customer corrects the details and sends them again.
      res.json(refused);
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
