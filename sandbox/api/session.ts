import type { SandboxContext } from '../context.ts';
import { type Customer, recordSuccessfulSignIn } from '../domain/customers.ts';
import { issueSessionTicket } from '../domain/tickets.ts';

/**
 * A completed sign-in (sign-in step 2, activation, a forgotten-password reset): clears the failure count, stamps
 * the time and opens a native session. Returns the SessionTicket and Customer the upstream answers with.
 */
export function startSession(ctx: SandboxContext, customer: Customer) {
  const now = ctx.clock();
  const lastLoggedIn = recordSuccessfulSignIn(ctx.db, customer.userId, now);
  const sessionTicket = issueSessionTicket(ctx.db, customer.userId, now, ctx.settings.sessionExpiryMinutes);
  return {
    SessionTicket: sessionTicket,
    Customer: {
      UserId: customer.userId,
      Username: customer.username,
      Name: customer.name,
      LastLoggedIn: lastLoggedIn,
    },
  };
}
