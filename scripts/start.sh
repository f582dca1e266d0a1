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
export UPSTREAM_API_URL="${UPSTREAM_API_URL:-http://127.0.0.1:$SANDBOX_API_PORT}"
export OIDC_ISSUER="${OIDC_ISSUER:-http://127.0.0.1:$SANDBOX_IDP_PORT}"

echo "Building the portal..."
npm run build --silent >/dev/null

node sandbox/index.ts &
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
