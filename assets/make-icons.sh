#!/usr/bin/env bash
# Makes the icon's PNG sizes, the Windows .ico and the macOS .icns from scd-studio.svg. Needs librsvg2-bin,
# imagemagick and icnsutils (Debian: sudo apt-get install -y librsvg2-bin imagemagick icnsutils). The results are
# committed, so building the app needs none of these.
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" scd-studio.svg -o "scd-studio-$size.png"
done
/usr/bin/convert scd-studio-16.png scd-studio-24.png scd-studio-32.png scd-studio-48.png scd-studio-64.png \
  scd-studio-256.png scd-studio.ico
png2icns scd-studio.icns scd-studio-16.png scd-studio-32.png scd-studio-48.png scd-studio-128.png \
  scd-studio-256.png scd-studio-512.png >/dev/null
