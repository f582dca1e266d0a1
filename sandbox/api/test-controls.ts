import express, { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { SEED_PERSONS } from '../db/seed.ts';
import { resetMessages } from '../db/seed-messaging.ts';
import { findCustomerByUsername } from '../domain/customers.ts';
import { listMovements, resetMoney } from '../domain/movements.ts';
import { applicationsOf, resetApplications } from '../domain/products.ts';

// Controls for the browser tests of the money movements, only with SANDBOX_TEST_CONTROLS=1 (sandbox/README.md):
//   GET  /__test/ledger?username=wes.withdraw  → the customer's ledger rows, oldest first (a JSON array)
//   POST /__test/reset-money { Username }      → their accounts, notices and card payments as seeded, ledger empty
//   POST /__test/reset-messages { Username }   → their conversations as seeded (read flags, deletes undone, times
//                                                relative to now); the ones they started are removed
//   GET  /__test/applications?username=olive.apply → their saved short applications, oldest first (a JSON array of
//                                                { Reference, Status, ProductCode, CustomerId, CreatedAt, Payload })
//   POST /__test/reset-applications { Username } → their short applications removed (references are not reused)
// Not part of the bank's API: no bank headers, no sign-in. Never enabled for demos.

export function testControlRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/__test/ledger', (req, res) => {
    const username = typeof req.query.username === 'string' ? req.query.username : '';
    if (!username) {
      res.status(400).json({ Message: 'username is required' });
      return;
    }
    const customer = findCustomerByUsername(ctx.db, username);
    if (!customer) {
      res.status(404).json({ Message: 'Unknown username' });
      return;
    }
    res.json(listMovements(ctx.db, customer.userId));
  });

  router.post('/__test/reset-money', express.json(), (req, res) => {
    const username = (req.body as { Username?: unknown } | undefined)?.Username;
    if (typeof username !== 'string' || !username) {
      res.status(400).json({ Message: 'Username is required' });
      return;
    }
    const customer = findCustomerByUsername(ctx.db, username);
    if (!customer) {
      res.status(404).json({ Message: 'Unknown username' });
      return;
    }
    const accounts = resetMoney(ctx.db, customer.userId);
    res.json({ Username: customer.username, AccountsReset: accounts });
  });

  router.post('/__test/reset-messages', express.json(), (req, res) => {
    const username = (req.body as { Username?: unknown } | undefined)?.Username;
    if (typeof username !== 'string' || !username) {
      res.status(400).json({ Message: 'Username is required' });
      return;
    }
    const customer = findCustomerByUsername(ctx.db, username);
    const person = SEED_PERSONS.find((candidate) => candidate.personId === customer?.userId);
    if (!customer || !person) {
      res.status(404).json({ Message: 'Unknown username' });
      return;
    }
    res.json({
      Username: customer.username,
      ConversationsReset: resetMessages(ctx.db, person, ctx.clock()),
    });
  });

  router.get('/__test/applications', (req, res) => {
    const username = typeof req.query.username === 'string' ? req.query.username : '';
    if (!username) {
      res.status(400).json({ Message: 'username is required' });
      return;
    }
    const customer = findCustomerByUsername(ctx.db, username);
    if (!customer) {
      res.status(404).json({ Message: 'Unknown username' });
      return;
    }
    res.json(applicationsOf(ctx.db, customer.userId));
  });

  router.post('/__test/reset-applications', express.json(), (req, res) => {
    const username = (req.body as { Username?: unknown } | undefined)?.Username;
    if (typeof username !== 'string' || !username) {
      res.status(400).json({ Message: 'Username is required' });
      return;
    }
    const customer = findCustomerByUsername(ctx.db, username);
    if (!customer) {
      res.status(404).json({ Message: 'Unknown username' });
      return;
    }
    res.json({ Username: customer.username, ApplicationsReset: resetApplications(ctx.db, customer.userId) });
  });

  return router;
}
