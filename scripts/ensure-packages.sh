#!/usr/bin/env bash
# Installs from Debian what the tests need beside npm's packages, when it is missing: Chromium, its
# headless shell (the browser specs' browser: the same engine without the desktop browser around it,
# a third less work) and CJK fonts; nginx, the reverse proxy of the rolling-restart test.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' && [ -x /usr/sbin/nginx ]; then
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Chromium, CJK fonts and nginx for the tests..."
$sudo apt-get update -qq
# nginx-light: the proxy alone, without the modules of the full package. The tests start it themselves.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk nginx-light >/dev/null
