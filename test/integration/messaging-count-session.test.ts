import { describe, it } from '@jest/globals';
import { usePortal } from './use-portal.ts';
import { signIn } from '../helpers/browserless.ts';
import { MIA } from '../helpers/customers.ts';

// The menu badge's poll (spec 3 §6: every 2 minutes while authenticated) must not keep an idle session alive, and
// answers 401 once the session has ended, so the page stops polling. An injected clock moves time on.
let offsetMs = 0;
const now = () => Date.now() + offsetMs;

const portal = usePortal({ SESSION_EXPIRY_MINUTES: '20' }, { now });

describe('new-message count poll', () => {
  it('does not extend the session, and answers 401 once it has expired', async () => {
    const agent = await signIn(portal.url, MIA);
    for (let i = 0; i < 3; i++) {
      offsetMs += 8 * 60_000;
      await agent.get('/messaging-twoway/count').set('x-background-request', '1');
    }
    await agent
      .get('/messaging-twoway/count')
      .set('x-background-request', '1')
      .expect(401)
      .expect('content-type', /json/);
    await agent.get('/accounts/list').expect(302).expect('location', '/signed-out');
  });
});
