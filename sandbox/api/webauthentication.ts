import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import {
  clearFailedAttempts,
  completeActivation,
  findCustomerById,
  recordFailedAttempt,
} from '../domain/customers.ts';
import { consumeFlowTicket, findFlowTicket, issueFlowTicket } from '../domain/flow-tickets.ts';
import { memorableDigitsMatch, randomMemorablePositions } from '../domain/secrets.ts';
import { blockedStatus, checkPassword } from '../domain/sign-in.ts';
import {
  findSignInTicket,
  issueSignInTicket,
  revokeSessionTicket,
  revokeSignInTicket,
} from '../domain/tickets.ts';
import { bearerToken } from './auth.ts';
import { parseBody } from './http.ts';
import { startSession } from './session.ts';

// webauthentication v2.0: the native two-step sign-in (spec 1 §4 Sign-in step 1 and step 2, §7 the calls), and the
// activation of a first sign-in. Business outcomes are HTTP 200 with a Status in the body; only malformed requests
// get 400. Registration, forgotten credentials and change of credentials are in their own files.

const credentialValue = z.object({ Name: z.string(), Value: z.string() }).loose();

const signInCreateBody = z.object({
  Username: z.string(),
  CredentialValues: z.array(credentialValue),
  ExtendedProperties: z.unknown().optional(),
});

const activationBody = z.object({ RequireActivationTicket: z.string().min(1) }).loose();

const signInUpdateBody = z.object({
  // The SignInTicket object as received from sign-in/create, or just its Value.
  Ticket: z.union([z.string(), z.object({ Value: z.string() }).loose()]),
  CredentialValues: z.array(credentialValue),
  ExtendedProperties: z.unknown().optional(),
});

function credential(values: { Name: string; Value: string }[], name: string): string | undefined {
  return values.find((value) => value.Name.toLowerCase() === name.toLowerCase())?.Value;
}

/** The ticket the client keeps between the two steps; Positions are zero-based and ascending. */
function signInTicket(value: string, positions: number[]) {
  return {
    Value: value,
    Data: { CredentialStates: [{ Name: 'Pin', Context: { Positions: positions } }] },
  };
}

export function webauthenticationRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db, clock, settings } = ctx;

  function newSignInTicket(customerId: string) {
    const positions = randomMemorablePositions();
    const value = issueSignInTicket(db, customerId, positions, clock(), settings.ticketExpiryMinutes);
    return signInTicket(value, positions);
  }

  // Step 1: username and password.
  router.post('/webauthentication/v2.0/user/sign-in/create', async (req, res) => {
    const body = parseBody(signInCreateBody, req, res);
    if (!body) return;
    const password = credential(body.CredentialValues, 'Password') ?? '';
    const check = await checkPassword(db, body.Username, password);
    if (check.outcome !== 'Correct') {
      res.json({ Status: check.outcome });
      return;
    }
    res.json({ Status: 'Incomplete', SignInTicket: newSignInTicket(check.customer.userId) });
  });

  // Step 2: three digits of the memorable number. Synchronous from here on, so a ticket is used exactly once.
  router.post('/webauthentication/v2.0/user/sign-in/update', (req, res) => {
    const body = parseBody(signInUpdateBody, req, res);
    if (!body) return;
    const ticketValue = typeof body.Ticket === 'string' ? body.Ticket : body.Ticket.Value;
    const ticket = findSignInTicket(db, ticketValue, clock());
    if (!ticket) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    revokeSignInTicket(db, ticketValue);
    const customer = findCustomerById(db, ticket.customerId);
    if (!customer) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    const blocked = blockedStatus(customer);
    if (blocked) {
      res.json({ Status: blocked });
      return;
    }
    // A blocked memorable number (mel.memorable): the password passed step 1, the digits are never checked.
    if (customer.memorableNumberBlocked) {
      res.json({ Status: 'CredentialBlocked' });
      return;
    }

    const pin = credential(body.CredentialValues, 'Pin') ?? '';
    const correct =
      /^\d{3}$/.test(pin) && memorableDigitsMatch(customer.memorableNumber, ticket.positions, pin);
    if (!correct) {
      const after = recordFailedAttempt(db, customer.userId);
      if (after.credentialStatus === 'Blocked') {
        res.json({ Status: 'Blocked' });
        return;
      }
      // A fresh ticket with new positions, so a guess cannot be retried against the same digits.
      res.json({ Status: 'Failed', SignInTicket: newSignInTicket(customer.userId) });
      return;
    }

    if (customer.requiresActivation) {
      // Right digits, but the first sign-in must be activated: the portal sends the ticket on, once.
      clearFailedAttempts(db, customer.userId);
      const activationTicket = issueFlowTicket(
        db,
        'SetupActivation',
        customer.userId,
        clock(),
        settings.ticketExpiryMinutes,
      );
      res.json({ Status: 'RequireActivation', RequireActivationTicket: activationTicket });
      return;
    }

    res.json({ Status: 'Success', ...startSession(ctx, customer) });
  });

  // Activation of a first sign-in (spec 1 §4 Sign-in step 2: ActivationSuccess). Single use; signs the customer in
  // and activates them, so later sign-ins are plain Success.
  router.post('/webauthentication/v2.0/user/setupcredentials/activate', (req, res) => {
    const body = parseBody(activationBody, req, res);
    if (!body) return;
    const ticket = findFlowTicket(db, 'SetupActivation', body.RequireActivationTicket, clock());
    const customer = ticket && findCustomerById(db, ticket.personId);
    if (!customer) {
      res.json({ Status: 'InvalidTicket' });
      return;
    }
    consumeFlowTicket(db, body.RequireActivationTicket);
    const blocked = blockedStatus(customer);
    if (blocked) {
      res.json({ Status: blocked });
      return;
    }
    completeActivation(db, customer.userId);
    res.json({ Status: 'ActivationSuccess', ...startSession(ctx, customer) });
  });

  // Sign out: always 200 {}; whatever credential came with it stops working.
  router.post('/webauthentication/v2.0/user/sign-out', async (req, res) => {
    const ticket = req.get('x-session-ticket');
    if (ticket) revokeSessionTicket(db, ticket);
    const token = bearerToken(req);
    if (token) await (await ctx.provider.AccessToken.find(token))?.destroy();
    res.json({});
  });

  return router;
}
