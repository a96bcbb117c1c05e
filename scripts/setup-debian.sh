#!/bin/sh
# Installs everything Damas needs to build, run and test on Debian 12 (run as root).
# Qt 6.4.2 comes from Debian's own packages; nothing is downloaded from elsewhere. Besides Qt:
# rsvg-convert renders the icons; clang and its runtimes build the fuzz targets (libFuzzer), and
# clang-format-14 checks the C++ layout (test clang-format);
# appstreamcli and desktop-file-validate check the metainfo and the .desktop file; dpkg-dev and
# file let cpack work out the package's library dependencies.
set -eu
export DEBIAN_FRONTEND=noninteractive
PKGS="build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-declarative-dev qt6-declarative-dev-tools
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libgl1-mesa-dev
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtqml
  qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-qtquick-shapes
  qml6-module-qtquick-dialogs qml6-module-qt-labs-settings qml6-module-qtcore
  qml6-module-qt-labs-platform qml6-module-qtqml-models
  qt6-translations-l10n
  qt6-qpa-plugins libqt6svg6 fonts-dejavu-core
  librsvg2-bin
  clang libclang-rt-14-dev clang-format-14
  appstream desktop-file-utils dpkg-dev file"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing
fi
