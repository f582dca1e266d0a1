#!/usr/bin/env bash
# npm start: installs what is missing, builds, and runs the portal on the sandbox bank and identity provider.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
source scripts/ensure-deps.sh

export PORT="${PORT:-3000}"
export PORTAL_URL="${PORTAL_URL:-http://localhost:$PORT}"
export SANDBOX_API_PORT="${SANDBOX_API_PORT:-3101}"
export SANDBOX_IDP_PORT="${SANDBOX_IDP_PORT:-3102}"
export SANDBOX_ACS_PORT="${SANDBOX_ACS_PORT:-3103}"
export UPSTREAM_API_URL="${UPSTREAM_API_URL:-http://127.0.0.1:$SANDBOX_API_PORT}"
export OIDC_ISSUER="${OIDC_ISSUER:-http://127.0.0.1:$SANDBOX_IDP_PORT}"

# The production build, run as production (React's production build, production config checks; decision 027).
# What makes it a local run is explicit here, each one only what production config accepts on this machine:
export NODE_ENV=production
#  - the local deployment variant: no config/<APP_ENV>.json, the sandbox's addresses above;
export APP_ENV="${APP_ENV:-local}"
#  - the portal on http://localhost: config sees plain http on loopback (PUBLIC_URL) and so sends no HSTS, no
#    upgrade-insecure-requests and no Secure cookie or __Host- prefix; anything off loopback must be https;
export PUBLIC_URL="${PUBLIC_URL:-$PORTAL_URL}"
#  - the sandbox's client credentials and card issuer (production has no defaults for them);
export OIDC_CLIENT_ID="${OIDC_CLIENT_ID:-savings-portal}"
export OIDC_CLIENT_SECRET="${OIDC_CLIENT_SECRET:-sandbox-client-secret}"
export CARD_ISSUER_ORIGINS="${CARD_ISSUER_ORIGINS:-http://127.0.0.1:$SANDBOX_ACS_PORT}"
#  - readable log lines for a person at this terminal (pino-pretty, a development dependency); production writes JSON.
export LOG_FORMAT="${LOG_FORMAT:-pretty}"
#  - a session secret made once for this machine and kept beside the session file, so a restart loses no session.
export SESSION_DATA_DIR="${SESSION_DATA_DIR:-data}"
if [ -z "${SESSION_SECRET:-}" ]; then
  secret_file="$SESSION_DATA_DIR/local-session-secret"
  if [ ! -s "$secret_file" ]; then
    mkdir -p "$SESSION_DATA_DIR"
    (umask 077 && node -e "process.stdout.write(require('node:crypto').randomBytes(48).toString('base64url'))" >"$secret_file")
  fi
  SESSION_SECRET="$(cat "$secret_file")"
  export SESSION_SECRET
fi

echo "Building the portal..."
npm run build --silent >/dev/null

# The sandbox is a development tool: it keeps its own (non-production) environment.
NODE_ENV=development node sandbox/index.ts &
sandbox_pid=$!
trap 'kill "$sandbox_pid" 2>/dev/null || true' EXIT INT TERM
for _ in $(seq 1 50); do
  curl -fsS -o /dev/null "$OIDC_ISSUER/.well-known/openid-configuration" 2>/dev/null && break
  sleep 0.2
done

cat <<MSG

  Savings portal:   $PORTAL_URL
  Sandbox bank API: $UPSTREAM_API_URL
  Identity provider: $OIDC_ISSUER   (sign-in page for /mgr-sign-in)
  Sandbox outbox:   $UPSTREAM_API_URL/outbox   (the one-time passcodes the sandbox "sent")

  Demo customer: username demo.saver, password Demo-Password-2026, memorable number 482916
  Every demo customer: sandbox/CUSTOMERS.md

MSG
node server/index.ts
