#!/usr/bin/env bash
# Installs the system packages Athanor's set-up can use, through apt when run as root:
#   libzbar0  the optional pyzbar decoder (without it Athanor says so once and uses zxing-cpp);
#   chromium  the real headless browser of the phone-page tests (without it they are skipped,
#             except under CI, where they fail).
# Never fails the set-up.
set -u
missing=()
ldconfig -p 2>/dev/null | grep -q 'libzbar\.so\.0' || missing+=(libzbar0)
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} (system packages) ..."
  export DEBIAN_FRONTEND=noninteractive
  (apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
    || { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1; }) \
    && exit 0
fi
for package in "${missing[@]}"; do
  case "$package" in
    libzbar0) echo "Note: libzbar0 is not installed; the optional pyzbar decoder is off, zxing-cpp is used."
              echo "      To enable it: sudo apt-get install --no-install-recommends libzbar0" ;;
    chromium) echo "Note: chromium is not installed; the phone-page browser tests are skipped."
              echo "      To run them: sudo apt-get install --no-install-recommends chromium" ;;
  esac
done
exit 0
