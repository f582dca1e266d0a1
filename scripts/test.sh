#!/usr/bin/env bash
# npm test: every check and every test — typecheck, lint, build, jest (unit, components, integration against the
# real sandbox) and Playwright in Chromium with JavaScript on and off. Ends with one 'N passed, N failed' line.
set -uo pipefail
# npm passes a SIGTERM to the shell it ran this script with, not to this script: the kernel tells this script when
# that parent goes (setpriv's parent-death signal), and the trap below ends the step that is running.
if [ -z "${TEST_SH_TETHERED:-}" ] && [ -x /usr/bin/setpriv ]; then
  export TEST_SH_TETHERED=1
  exec /usr/bin/setpriv --pdeathsig SIGTERM -- bash "$0" "$@"
fi
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

# Each step runs in a process group of its own (job control on), which is ended with the run, however the run ends:
# Ctrl-C or SIGTERM here is passed on to the whole group (jest and its workers, Playwright and its workers, the
# redis-servers the tests start), and the step is stopped by the kernel if this script is killed outright (setpriv's
# parent-death signal). Servers started apart from the group stop on their own when their starter goes
# (test/helpers/tether.ts, test/e2e/serve.ts).
set -m
step_pid=
stop_step() {
  local signal="$1"
  [ -n "$step_pid" ] || return 0
  kill -s "$signal" -- "-$step_pid" 2>/dev/null
  # Playwright stops its stacks on SIGINT and SIGTERM; whatever is left of the group after that is killed.
  for _ in $(seq 1 100); do kill -0 -- "-$step_pid" 2>/dev/null || break; sleep 0.1; done
  kill -s KILL -- "-$step_pid" 2>/dev/null
  step_pid=
}
trap 'stop_step INT; exit 130' INT
trap 'stop_step TERM; exit 143' TERM
trap 'stop_step TERM' EXIT
tethered=()
[ -x /usr/bin/setpriv ] && tethered=(/usr/bin/setpriv --pdeathsig SIGTERM --)
step() {
  echo
  echo "== $1"
  local name="$1"
  shift
  "${tethered[@]}" "$@" &
  step_pid=$!
  wait "$step_pid" || { status=1; failed_steps+=("$name"); }
  step_pid=
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
