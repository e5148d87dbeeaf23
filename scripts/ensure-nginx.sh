#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: tests/unit/scripts/deployment/nginxSnippet.test.ts runs `nginx -t`
# on the snippet the deployment writes, as an operator's server would load it. nginx-light is enough.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "ensure-nginx: /usr/sbin/nginx missing, installing Debian's nginx-light" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
# Debian starts the packaged server; the tests only need the binary.
$SUDO pkill -x nginx || true
/usr/sbin/nginx -v
