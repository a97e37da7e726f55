#!/usr/bin/env bash
# Installs what the project needs on a machine that has only Node.js 20 and npm:
# pnpm (the version in package.json), the workspace dependencies and, with --browser,
# Debian's Chromium (the browser and its headless shell) for the Playwright tests (never Playwright's
# own browser download) and Debian's nginx with its brotli_static module, which serves the builds
# in the e2e suite as in production (deploy/nginx.conf).
set -euo pipefail
cd "$(dirname "$0")/.."

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$pnpm_version" ]; then
  echo "Instalando pnpm $pnpm_version"
  npm install -g "pnpm@$pnpm_version" >/dev/null
fi

if [ "${1:-}" = "--browser" ]; then
  packages=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
  # The journeys run in Chromium's headless shell (packages/e2e/support/chromium.cjs), the web benchmarks in the browser.
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
  [ -x /usr/sbin/nginx ] || packages+=(nginx)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
  if [ "${#packages[@]}" -gt 0 ]; then
    echo "Instalando ${packages[*]} (pacotes do Debian)"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    # Another apt (a fresh machine's automatic updates at boot, a second set-up) holds dpkg's lock for a
    # while: wait for it instead of failing (a constrained run's set-up failed on it, issue 33). The lock
    # option covers dpkg's lock; the package lists' lock (update) has no wait, hence the retries.
    wait_lock=(-o DPkg::Lock::Timeout=600)
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
      $sudo_cmd apt-get "${wait_lock[@]}" update -qq && break
      [ "$attempt" -eq 10 ] && exit 1
      sleep 15
    done
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get "${wait_lock[@]}" install -y -qq "${packages[@]}" >/dev/null
  fi
fi

pnpm install --frozen-lockfile
