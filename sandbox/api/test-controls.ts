import express, { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { SEED_PERSONS } from '../db/seed.ts';
import { resetMessages } from '../db/seed-messaging.ts';
import { findCustomerByUsername, type Customer } from '../domain/customers.ts';
import { listMovements, resetMoney } from '../domain/movements.ts';
import { applicationsOf, resetApplications } from '../domain/products.ts';
import { findPerson } from '../domain/persons.ts';
import { latestMessages } from '../domain/outbox.ts';

// Controls for the browser tests of the money movements, only with SANDBOX_TEST_CONTROLS=1 (sandbox/README.md):
//   GET  /__test/ledger?username=wes.withdraw  → the customer's ledger rows, oldest first (a JSON array)
//   POST /__test/reset-money { Username }      → their accounts, notices and card payments as seeded, ledger empty
//   POST /__test/reset-messages { Username }   → their conversations as seeded (read flags, deletes undone, times
//                                                relative to now); the ones they started are removed
//   GET  /__test/session-tickets?username=demo.saver → { Username, Live }: how many signed-in session tickets
//        the bank still honours for them (a sign-out revokes one)
//   GET  /__test/applications?username=olive.apply → their saved short applications, oldest first (a JSON array of
//                                                { Reference, Status, ProductCode, CustomerId, CreatedAt, Payload })
//   POST /__test/reset-applications { Username } → their short applications removed (references are not reused)
//   GET  /__test/sign-in-failures?username=sam.single → { Username, FailedAttempts }: the failed sign-ins in a row
//        the bank holds against them (it locks at MAX_FAILED_ATTEMPTS; a completed sign-in or a reset clears it)
//   GET  /__test/outbox?username=fay.forgetful → { Username, Messages }: what the bank sent to their registered
//        e-mail address and mobile number, newest first (e.g. the username that forgotten username sends)
// Not part of the bank's API: no bank headers, no sign-in. Never enabled for demos.

/**
 * The customer a test control names: `?username=` on a GET, `{ Username }` on a POST. Answers 400 (no name) or 404
 * (unknown) itself and returns undefined then.
 */
function namedCustomer(ctx: SandboxContext, req: Request, res: Response): Customer | undefined {
  const username =
    req.method === 'GET'
      ? typeof req.query.username === 'string'
        ? req.query.username
        : ''
      : (req.body as { Username?: unknown } | undefined)?.Username;
  if (typeof username !== 'string' || !username) {
    res.status(400).json({ Message: `${req.method === 'GET' ? 'username' : 'Username'} is required` });
    return undefined;
  }
  const customer = findCustomerByUsername(ctx.db, username);
  if (!customer) res.status(404).json({ Message: 'Unknown username' });
  return customer;
}

export function testControlRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/__test/ledger', (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (customer) res.json(listMovements(ctx.db, customer.userId));
  });

  router.post('/__test/reset-money', express.json(), (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (customer)
      res.json({ Username: customer.username, AccountsReset: resetMoney(ctx.db, customer.userId) });
  });

  router.post('/__test/reset-messages', express.json(), (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (!customer) return;
    const person = SEED_PERSONS.find((candidate) => candidate.personId === customer.userId);
    if (!person) {
      res.status(404).json({ Message: 'Unknown username' });
      return;
    }
    res.json({
      Username: customer.username,
      ConversationsReset: resetMessages(ctx.db, person, ctx.clock()),
    });
  });

  router.get('/__test/session-tickets', (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (!customer) return;
    const { live } = ctx.db
      .prepare('SELECT COUNT(*) AS live FROM session_tickets WHERE customer_id = ? AND expires_at > ?')
      .get(customer.userId, ctx.clock().getTime()) as { live: number };
    res.json({ Username: customer.username, Live: live });
  });

  router.get('/__test/sign-in-failures', (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (customer) res.json({ Username: customer.username, FailedAttempts: customer.failedAttempts });
  });

  router.get('/__test/applications', (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (customer) res.json(applicationsOf(ctx.db, customer.userId));
  });

  router.post('/__test/reset-applications', express.json(), (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (customer)
      res.json({
        Username: customer.username,
        ApplicationsReset: resetApplications(ctx.db, customer.userId),
      });
  });

  router.get('/__test/outbox', (req, res) => {
    const customer = namedCustomer(ctx, req, res);
    if (!customer) return;
    const person = findPerson(ctx.db, customer.userId);
    const contacts = [person?.email, person?.mobile].filter((c): c is string => Boolean(c));
    const messages = contacts
      .flatMap((destination) => latestMessages(ctx.db, { destination }))
      .sort((a, b) => b.id - a.id);
    res.json({
      Username: customer.username,
      Messages: messages.map((m) => ({
        SentAt: m.sentAt.toISOString(),
        Channel: m.channel,
        Destination: m.destination,
        Text: m.text,
      })),
    });
  });

  return router;
}
