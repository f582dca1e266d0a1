#!/usr/bin/env bash
# npm test: every check and every test — typecheck, lint, build, jest (unit, components, integration against the
# real sandbox) and Playwright in Chromium with JavaScript on and off. Ends with one 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
source scripts/ensure-deps.sh
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
if ! command -v redis-server >/dev/null; then
  echo "redis-server is missing (the Redis session store is tested for real): apt-get install -y redis-server" >&2
  exit 1
fi
mkdir -p reports
status=0
failed_steps=()
step() {
  echo
  echo "== $1"
  local name="$1"
  shift
  "$@" || { status=1; failed_steps+=("$name"); }
}
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "build" npm run --silent build
step "jest: unit, components, integration" env NODE_OPTIONS=--experimental-vm-modules npx jest --ci --json --outputFile=reports/jest.json
step "playwright: js and nojs" npx playwright test
echo
node scripts/test-summary.ts reports/jest.json reports/playwright.json || status=1
# A failing check (typecheck, lint, build) fails the run even when every test passed: say which.
if [ ${#failed_steps[@]} -gt 0 ]; then echo "failed steps: ${failed_steps[*]}"; fi
exit $status
