#!/usr/bin/env bash
# Installs the one optional system library Athanor can use: libzbar0 for the pyzbar decoder.
# Never fails the set-up: without it Athanor uses zxing-cpp and says so once.
set -u
if ldconfig -p 2>/dev/null | grep -q 'libzbar\.so\.0'; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing libzbar0 (optional barcode decoder) ..."
  (apt-get install -y -q --no-install-recommends libzbar0 >/dev/null 2>&1 \
    || { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q --no-install-recommends libzbar0 >/dev/null 2>&1; }) \
    && exit 0
fi
echo "Note: libzbar0 is not installed; the optional pyzbar decoder is off, zxing-cpp is used."
echo "      To enable it: sudo apt-get install --no-install-recommends libzbar0"
exit 0
