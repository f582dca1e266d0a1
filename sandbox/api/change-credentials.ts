import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import {
  type CredentialError,
  isValidUsername,
  memorableNumberErrors,
  passwordErrors,
} from '../domain/credential-rules.ts';
import { changeCredentials, findCustomerById, usernameTaken } from '../domain/customers.ts';
import { findPerson } from '../domain/persons.ts';
import { hashPassword, sealMemorableNumber } from '../domain/secrets.ts';
import { callerOf, requireCaller } from './auth.ts';
import { credentialEntry, invalidCredentials } from './credentials.ts';
import { parseBody } from './http.ts';
import { requireChallenge } from './two-factor.ts';

// Update security details (spec 1 §2, §4, §5 Update security details, §8 Update security): the signed-in customer
// changes any of username, password and memorable number, under two-factor. Only the filled fields are sent.

const changeBody = z.object({
  Username: z.string().nullable().optional(),
  CredentialValues: z.array(credentialEntry).nullable().optional(),
  ExtendedProperties: z.unknown().optional(),
});

const CHANGEABLE = ['password', 'pin'];

export function changeCredentialsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post('/webauthentication/v2.0/user/credentials/change', requireCaller(ctx), async (req, res) => {
    const body = parseBody(changeBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    if (!requireChallenge(ctx, req, res, customer.userId)) return;

    const person = findPerson(db, customer.userId);
    if (!person || person.simulate === 'ChangeNoRegistered') {
      res.json({ Status: 'NoRegistered' });
      return;
    }
    if (person.simulate === 'ChangeBlocked') {
      res.json({ Status: 'Blocked' });
      return;
    }

    const username = body.Username?.trim() ? body.Username : undefined;
    const values = body.CredentialValues ?? [];
    if (username === undefined && values.length === 0) {
      res.json({ Status: 'MustHaveCredential' });
      return;
    }
    // An entry without a value, an unknown one, or one given twice.
    const names = values.map((entry) => entry.Name.toLowerCase());
    if (
      values.some((entry) => !entry.Value || !CHANGEABLE.includes(entry.Name.toLowerCase())) ||
      new Set(names).size !== names.length
    ) {
      res.json({ Status: 'NotEnoughCredentials' });
      return;
    }
    if (username !== undefined && !isValidUsername(username)) {
      res.json({ Status: 'InvalidUsername' });
      return;
    }
    if (username !== undefined && usernameTaken(db, username, customer.userId)) {
      res.json({ Status: 'UsernameExists' });
      return;
    }
    const password = values.find((entry) => entry.Name.toLowerCase() === 'password')?.Value ?? undefined;
    const memorableNumber = values.find((entry) => entry.Name.toLowerCase() === 'pin')?.Value ?? undefined;
    const errors: CredentialError[] = [
      ...(password === undefined ? [] : passwordErrors(password, [username ?? '', customer.username])),
      ...(memorableNumber === undefined ? [] : memorableNumberErrors(memorableNumber, [person.dateOfBirth])),
    ];
    if (errors.length > 0) {
      res.json(invalidCredentials(errors));
      return;
    }

    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    if (username !== undefined && usernameTaken(db, username, customer.userId)) {
      res.json({ Status: 'UsernameExists' });
      return;
    }
    if (!findCustomerById(db, customer.userId)) {
      res.json({ Status: 'NoRegistered' });
      return;
    }
    changeCredentials(db, customer.userId, {
      username,
      passwordHash,
      memorableNumber: memorableNumber === undefined ? undefined : sealMemorableNumber(memorableNumber),
    });
    res.json({ Status: 'Success' });
  });

  return router;
}
