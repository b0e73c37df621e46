#!/usr/bin/env bash
# System packages Allo uses beyond Node: Chromium (end-to-end tests and the web benchmarks),
# Apertium with its language pairs (offline translation, TRANSLATOR=apertium) and FFmpeg (ffprobe
# checks an uploaded video and ffmpeg takes its thumbnail, issue 17), with DejaVu Sans (the font of
# the watermark ffmpeg draws on a downloaded video), and coturn (a TURN relay for calls). Debian/Ubuntu,
# as root. Installs only what is missing.
set -euo pipefail

# cg3 gives cg-proc, a stage of the Italian → Spanish pipeline that apertium-spa-ita does not pull in.
APERTIUM=(apertium apertium-eng-spa apertium-fr-es apertium-es-pt apertium-spa-ita cg3)
CHROMIUM=(chromium fonts-noto-cjk fonts-noto-color-emoji)

missing=()
command -v chromium >/dev/null 2>&1 || missing+=("${CHROMIUM[@]}")
# One package gives both ffmpeg and ffprobe.
{ command -v ffprobe >/dev/null 2>&1 && command -v ffmpeg >/dev/null 2>&1; } || missing+=(ffmpeg)
# The watermark's font file (src/server/features/videos/render.ts names its path).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=(fonts-dejavu-core)
for pkg in "${APERTIUM[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# coturn: the TURN relay the calls e2e connects two browsers through (issue 32); the tests start
# their own on a free port, so the package's own service stays off.
command -v turnserver >/dev/null 2>&1 || missing+=(coturn)
# stdbuf (coreutils) keeps each Apertium stage answering message by message.
command -v stdbuf >/dev/null 2>&1 || missing+=(coreutils)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "system packages missing (${missing[*]}); run as root: scripts/setup-system.sh" >&2
  exit 1
fi
echo "installing: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
