import { createServer } from 'node:http';

// A bank stand-in for the /api proxy figure: answers the native sign-in and the keep-alive ping at once, so the
// proxied and the direct runs measure the proxy and nothing else. Port from FAKE_UPSTREAM_PORT.

const json = (body: unknown) => JSON.stringify(body);
const SIGN_IN = json({
  Status: 'Incomplete',
  SignInTicket: {
    Value: 't1',
    Data: { CredentialStates: [{ Name: 'Pin', Context: { Positions: [0, 1, 2] } }] },
  },
});
const SIGNED_IN = json({
  Status: 'Success',
  SessionTicket: 'bench-session-ticket',
  Customer: { UserId: 'u1', Username: 'demo.saver', Name: 'Alex Saver' },
});
const PING = json({ Status: 'Success' });

createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const body =
      req.url === '/webauthentication/v2.0/user/sign-in/create'
        ? SIGN_IN
        : req.url === '/webauthentication/v2.0/user/sign-in/update'
          ? SIGNED_IN
          : req.url === '/utility/v1.0/ping'
            ? PING
            : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body ?? '{}');
  });
}).listen(Number(process.env.FAKE_UPSTREAM_PORT), '127.0.0.1');
