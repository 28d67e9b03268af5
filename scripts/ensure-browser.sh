#!/usr/bin/env bash
# Installs Debian's Chromium, its headless shell (the browser specs' browser: the same engine without
# the desktop browser around it, a third less work) and CJK fonts when they are missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Chromium and CJK fonts for the browser specs..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk >/dev/null
