import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { findAddresses } from '../domain/addresses.ts';
import { parseBody } from './http.ts';

// addresslookup v1.0 (spec 1 §3 Address lookup, §8): no sign-in needed, registration uses it. Statuses are
// business outcomes (HTTP 200); 'ZZ99 9ZZ' plays the lookup service failing.

const findBody = z.object({ Postcode: z.string(), HouseNumber: z.string().nullable().optional() }).loose();

export function addressLookupRoutes(_ctx: SandboxContext): Router {
  const router = Router();
  router.post('/addresslookup/v1.0/addresses/find', (req, res) => {
    const body = parseBody(findBody, req, res);
    if (!body) return;
    const { status, addresses } = findAddresses(body.Postcode, body.HouseNumber ?? '');
    res.json({ ResponseStatus: status, Addresses: addresses });
  });
  return router;
}
