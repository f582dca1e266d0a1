import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { organisationFor, organisationsOf } from '../domain/organisations.ts';
import { callerOf, requireCaller } from './auth.ts';
import { notFound, parseBody } from './http.ts';

// customccb v1.0 organisation details (spec 1 §2 Update organisation details, §3 Organisation, §7). Signed-in
// callers only (402 otherwise), and only their own: another person's id or organisation is 404.
// The organisation list call's path is not in the spec: getorganisationcodes is the sandbox's choice.

const personBody = z.object({ PersonId: z.string().min(1) }).loose();
const customerBody = z.object({ CustomerId: z.string().min(1) }).loose();

export function organisationRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db } = ctx;

  /** The caller, where the body's PersonId is their own; otherwise undefined, with 400 or 404 answered. */
  const callerAsPerson = (req: Request, res: Response) => {
    const body = parseBody(personBody, req, res);
    if (!body) return undefined;
    const { customer } = callerOf(req);
    if (body.PersonId === customer.userId) return customer;
    notFound(res, 'Person not found');
    return undefined;
  };

  router.post('/customccb/v1.0/getorganisationcodes', requireCaller(ctx), (req, res) => {
    const customer = callerAsPerson(req, res);
    if (!customer) return;
    res.json({ Codes: organisationsOf(db, customer.userId).map(({ customerId }) => ({ Id: customerId })) });
  });

  router.post('/customccb/v1.0/getcustomer', requireCaller(ctx), (req, res) => {
    const body = parseBody(customerBody, req, res);
    if (!body) return;
    const organisation = organisationFor(db, callerOf(req).customer.userId, body.CustomerId);
    if (!organisation) {
      notFound(res, 'Customer not found');
      return;
    }
    res.json({ Customer: organisation });
  });

  router.post('/customccb/v1.0/getcustomersforperson', requireCaller(ctx), (req, res) => {
    const customer = callerAsPerson(req, res);
    if (!customer) return;
    res.json({
      CustomerCollection: {
        Customers: organisationsOf(db, customer.userId).map(({ customerId, fullName }) => ({
          CustomerId: customerId,
          FullName: fullName,
        })),
      },
    });
  });

  return router;
}
