import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { type AccountRow, findOwnedAccount } from '../domain/accounts.ts';
import { type Customer, findCustomerById, isLocked } from '../domain/customers.ts';
import { useSessionTicket } from '../domain/tickets.ts';
import { notFound, unauthorized } from './http.ts';

// Who is calling: a native session ticket (x-session-ticket) or an access token from the sandbox identity provider
// (authorization: Bearer). Both resolve to the same customers table.

export type Caller = {
  customer: Customer;
  via: 'session-ticket' | 'access-token';
  /** The ticket or token value presented. */
  credential: string;
};

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

export async function resolveCaller(ctx: SandboxContext, req: Request): Promise<Caller | undefined> {
  const ticket = req.get('x-session-ticket');
  let customerId: string | undefined;
  let via: Caller['via'];
  let credential: string;
  if (ticket) {
    customerId = useSessionTicket(ctx.db, ticket, ctx.clock(), ctx.settings.sessionExpiryMinutes);
    via = 'session-ticket';
    credential = ticket;
  } else {
    const token = bearerToken(req);
    if (!token) return undefined;
    // Same process as the identity provider: look the opaque token up through it (expired or revoked -> undefined).
    const accessToken = await ctx.provider.AccessToken.find(token);
    customerId = accessToken?.accountId;
    via = 'access-token';
    credential = token;
  }
  const customer = customerId === undefined ? undefined : findCustomerById(ctx.db, customerId);
  if (!customer || isLocked(customer)) return undefined;
  return { customer, via, credential };
}

const callers = new WeakMap<Request, Caller>();

/** Middleware: answers 402 unless the request carries a live session ticket or access token. */
export function requireCaller(ctx: SandboxContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const caller = await resolveCaller(ctx, req);
    if (!caller) {
      unauthorized(res);
      return;
    }
    callers.set(req, caller);
    next();
  };
}

/** The caller established by requireCaller (only call after it). */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error('callerOf() used on a route without requireCaller()');
  return caller;
}

/**
 * The caller's own account with key `accountKey` (only call after requireCaller). Any other key answers 404 itself
 * and returns undefined: someone else's account and one that does not exist look the same.
 */
export function callerAccount(ctx: SandboxContext, req: Request, res: Response, accountKey: string) {
  const account: AccountRow | undefined = findOwnedAccount(ctx.db, callerOf(req).customer.userId, accountKey);
  if (!account) notFound(res, 'Account not found');
  return account;
}
