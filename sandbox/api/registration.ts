import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db/database.ts';
import { credentialValue, isValidUsername } from '../domain/credential-rules.ts';
import { createCustomer, findCustomerById, isBankBlocked, usernameTaken } from '../domain/customers.ts';
import { consumeFlowTicket, findFlowTicket, issueFlowTicket } from '../domain/flow-tickets.ts';
import { sendMessage } from '../domain/outbox.ts';
import {
  accountSignatory,
  findPerson,
  fullName,
  heldAccountNumbers,
  identityDetails,
  isNonSignatoryOnly,
  isRegistered,
  matchIdentity,
  missingDetails,
  normaliseAccountNumber,
  normaliseName,
  type Person,
} from '../domain/persons.ts';
import {
  ACTIVATION_CODE_DAYS,
  accountNumberForToken,
  clearIdentityFailures,
  findActivationCode,
  identityFailures,
  MAX_IDENTITY_FAILURES,
  markActivationCodesUsed,
  newActivationCode,
  recordIdentityFailure,
  storeActivationCode,
} from '../domain/registration.ts';
import { hashPassword, sealMemorableNumber } from '../domain/secrets.ts';
import { credentialEntry, identityEntries, identityRequest, refusedCredentials } from './credentials.ts';
import { badRequest, parseBody } from './http.ts';

// Registration (spec 1 §2 Registration, §4 Registration, §7): the identity check (register), the activation check
// (customccb registrationcheck), the account token of a registration link (customccb token), and the new
// credentials (credentials/setup). Also the "Forgotten password setup" form of credentials/setup.

const registerBody = z.object({
  TermsAndConditionsDocumentVersion: z.literal('v1.0'),
  Entries: identityEntries,
  ExtendedProperties: z
    .object({ ActivationCode: z.string().nullable().optional() })
    .loose()
    .nullable()
    .optional(),
});

const setupBody = z.object({
  Ticket: z.union([z.string().min(1), z.object({ Value: z.string().min(1) }).loose()]),
  Username: z.string().nullable().optional(),
  CredentialValues: z.array(credentialEntry).nullable().optional(),
  TermsAndConditionsDocumentVersion: z.literal('1.0'),
  ExtendedProperties: identityRequest,
});

const forgottenSetupBody = z.object({ RequireActivationTicket: z.string().min(1) }).loose();
const checkBody = z.object({ Entries: identityEntries }).loose();
const tokenBody = z.object({ AccountTokenId: z.string() }).loose();

/** The register answer: Status, Ticket on Success, and always ExtendedProperties.IdentityResponse. */
function identityAnswer(
  status: string,
  options: { ticket?: string; activationStatus?: string | null; credentialErrors?: string[] } = {},
) {
  return {
    Status: status,
    ...(options.ticket ? { Ticket: options.ticket } : {}),
    ExtendedProperties: {
      IdentityResponse: {
        CredentialErrors: options.credentialErrors ?? [],
        ActivationStatus: options.activationStatus ?? null,
      },
    },
  };
}

export function registrationRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db, clock, settings } = ctx;

  /** Why this person cannot register at all, if they cannot. */
  function registrationBar(person: Person): 'Blocked' | 'NotAllowed' | 'AlreadyActive' | undefined {
    const customer = findCustomerById(db, person.personId);
    if (person.onlineAccess === 'Blocked' || (customer && isBankBlocked(customer))) return 'Blocked';
    if (person.onlineAccess === 'NotAllowed') return 'NotAllowed';
    if (customer) return 'AlreadyActive';
    return undefined;
  }

  function registrationTicket(person: Person) {
    clearIdentityFailures(db, heldAccountNumbers(db, person.personId));
    const ticket = issueFlowTicket(
      db,
      'Registration',
      person.personId,
      clock(),
      settings.ticketExpiryMinutes,
    );
    return identityAnswer('Success', { ticket });
  }

  /** The 5th failure locks the account's details check: the bank posts a new code to its signatory. */
  function postActivationCode(accountNumber: string) {
    const signatory = accountSignatory(db, accountNumber);
    if (!signatory || isRegistered(db, signatory.personId)) return;
    const now = clock();
    const code = newActivationCode();
    storeActivationCode(db, signatory.personId, code, now);
    sendMessage(
      db,
      {
        channel: 'Letter',
        destination: `${fullName(signatory)}, ${signatory.postcode ?? ''}`.replace(/, $/, ''),
        text: `Your ${settings.bankName} online banking activation code is ${code}. It expires in ${ACTIVATION_CODE_DAYS} days. To register, choose 'I have an activation code' and enter it with your first name.`,
        code,
      },
      now,
    );
  }

  // The identity check. Two variants: the five personal details, or the first name and an activation code.
  router.post('/webauthentication/v2.0/user/register', (req, res) => {
    const body = parseBody(registerBody, req, res);
    if (!body) return;
    const details = identityDetails(body.Entries);
    const activationCode = body.ExtendedProperties?.ActivationCode?.trim();

    if (activationCode) {
      if (missingDetails(details, ['firstName']).length > 0) {
        badRequest(res, 'The activation code variant needs the firstName entry');
        return;
      }
      const found = findActivationCode(db, activationCode, clock());
      const person = found && findPerson(db, found.personId);
      if (!found || !person || normaliseName(person.firstName) !== normaliseName(details.firstName ?? '')) {
        res.json(identityAnswer('IdentifyAndVerifyFailed'));
        return;
      }
      const bar = registrationBar(person);
      if (bar) {
        res.json(identityAnswer(bar));
        return;
      }
      if (found.used) {
        res.json(identityAnswer('IdentifyAndVerifyFailed'));
        return;
      }
      if (found.expired) {
        res.json(identityAnswer('IdentifyAndVerifyFailed', { activationStatus: 'Expired' }));
        return;
      }
      if (isNonSignatoryOnly(db, person.personId)) {
        res.json(identityAnswer('IdentifyAndVerifyFailed', { credentialErrors: ['NonSignatory'] }));
        return;
      }
      res.json(registrationTicket(person));
      return;
    }

    const missing = missingDetails(details);
    if (missing.length > 0) {
      badRequest(res, `Missing identity entries: ${missing.join(', ')}`);
      return;
    }
    const accountNumber = normaliseAccountNumber(details.accountNumber ?? '');
    if (identityFailures(db, accountNumber) >= MAX_IDENTITY_FAILURES) {
      // Locked until the customer types the activation code posted to them.
      res.json(
        identityAnswer('IdentifyAndVerifyFailed', { activationStatus: String(MAX_IDENTITY_FAILURES) }),
      );
      return;
    }
    const match = matchIdentity(db, details);
    if (!match) {
      const failures = recordIdentityFailure(db, accountNumber, clock());
      if (failures === MAX_IDENTITY_FAILURES) postActivationCode(accountNumber);
      res.json(
        identityAnswer('IdentifyAndVerifyFailed', {
          activationStatus: String(Math.min(failures, MAX_IDENTITY_FAILURES)),
        }),
      );
      return;
    }
    const bar = registrationBar(match.person);
    if (bar === 'Blocked' || bar === 'NotAllowed') {
      res.json(identityAnswer(bar));
      return;
    }
    if (match.role === 'NonSignatory') {
      res.json(identityAnswer('IdentifyAndVerifyFailed', { credentialErrors: ['NonSignatory'] }));
      return;
    }
    if (bar) {
      res.json(identityAnswer(bar));
      return;
    }
    res.json(registrationTicket(match.person));
  });

  // The activation check (spec 1 §4: Registered -> alreadyhascredentials, Invalid -> back with a message).
  router.post('/customccb/v1.0/registrationcheck', (req, res) => {
    const body = parseBody(checkBody, req, res);
    if (!body) return;
    const details = identityDetails(body.Entries);
    const missing = missingDetails(details);
    if (missing.length > 0) {
      badRequest(res, `Missing identity entries: ${missing.join(', ')}`);
      return;
    }
    const match = matchIdentity(db, details);
    if (!match) {
      res.json({ CheckStatus: 'Invalid' });
      return;
    }
    res.json({ CheckStatus: isRegistered(db, match.person.personId) ? 'Registered' : 'NotRegistered' });
  });

  // The account behind a registration link's token (prefills the account number).
  router.post('/customccb/v1.0/token', (req, res) => {
    const body = parseBody(tokenBody, req, res);
    if (!body) return;
    const accountNumber = accountNumberForToken(db, body.AccountTokenId);
    res.json(
      accountNumber
        ? { Success: true, AccountNumber: accountNumber }
        : { Success: false, AccountNumber: null },
    );
  });

  router.post('/webauthentication/v2.0/user/credentials/setup', async (req: Request, res: Response) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    if (raw.Ticket === undefined && raw.RequireActivationTicket !== undefined) {
      forgottenPasswordSetup(req, res);
      return;
    }
    const body = parseBody(setupBody, req, res);
    if (!body) return;
    const ticketValue = typeof body.Ticket === 'string' ? body.Ticket : body.Ticket.Value;
    const ticket = findFlowTicket(db, 'Registration', ticketValue, clock());
    const person = ticket && findPerson(db, ticket.personId);
    if (!person) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    if (person.simulate === 'SetupBlocked' || person.onlineAccess === 'Blocked') {
      consumeFlowTicket(db, ticketValue);
      res.json({ Status: 'Blocked' });
      return;
    }
    if (person.simulate === 'SetupUnsuccessful' || isRegistered(db, person.personId)) {
      consumeFlowTicket(db, ticketValue);
      res.json({ Status: 'Unsuccessful' });
      return;
    }

    const username = body.Username ?? '';
    const password = credentialValue(body.CredentialValues, 'Password');
    const memorableNumber = credentialValue(body.CredentialValues, 'Pin');
    if (username.trim() === '' || !password || !memorableNumber) {
      res.json({ Status: 'NotEnoughCredentials' });
      return;
    }
    if (!isValidUsername(username)) {
      res.json({ Status: 'InvalidUsername' });
      return;
    }
    if (usernameTaken(db, username)) {
      res.json({ Status: 'UsernameAlreadyExists' });
      return;
    }
    const dateOfBirthSent = body.ExtendedProperties?.IdentityRequest?.DateOfBirth;
    const refused = refusedCredentials(password, memorableNumber, username, [
      person.dateOfBirth,
      dateOfBirthSent,
    ]);
    if (refused) {
      res.json(refused);
      return;
    }

    const passwordHash = await hashPassword(password);
    // Re-check after the (slow) hash: the ticket may have been used or the username taken meanwhile.
    if (!findFlowTicket(db, 'Registration', ticketValue, clock())) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    if (usernameTaken(db, username)) {
      res.json({ Status: 'UsernameAlreadyExists' });
      return;
    }
    const now = clock();
    transaction(db, () => {
      createCustomer(
        db,
        {
          userId: person.personId,
          username,
          name: fullName(person),
          email: person.email,
          passwordHash,
          memorableNumber: sealMemorableNumber(memorableNumber),
        },
        now,
      );
      consumeFlowTicket(db, ticketValue);
      markActivationCodesUsed(db, person.personId, now);
    });
    res.json({ Status: 'Success' });
  });

  // "Forgotten password setup" (spec 1 §7): credentials/setup with { RequireActivationTicket } checks the ticket
  // of credentials/reset-forgotten without using it.
  function forgottenPasswordSetup(req: Request, res: Response) {
    const body = parseBody(forgottenSetupBody, req, res);
    if (!body) return;
    const ticket = findFlowTicket(db, 'ForgottenActivation', body.RequireActivationTicket, clock());
    res.json({ Status: ticket ? 'Success' : 'InvalidTicket' });
  }

  return router;
}
