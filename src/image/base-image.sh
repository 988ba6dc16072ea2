#!/usr/bin/env bash
# Builds the service's runtime base image without any container daemon and pushes it to a registry:
# a Debian bookworm minbase root file system (debootstrap) + a jlink'd Java runtime in /opt/java + user 185,
# packed as an OCI image (umoci) and copied to the registry (skopeo).
# Usage (as root): src/image/base-image.sh [registry/name:tag]   default localhost:5000/tabletop-base:25
# Needs: apt-get install debootstrap umoci skopeo; a JDK 21+ in JAVA_HOME (jlink).
set -euo pipefail
IMAGE="${1:-localhost:5000/tabletop-base:25}"
WORK="${WORK:-target/base-image}"
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
TLS_VERIFY="${TLS_VERIFY:-false}"   # a local registry on localhost speaks plain http

mkdir -p "$WORK"
ROOTFS="$WORK/rootfs"
if [ ! -x "$ROOTFS/usr/bin/env" ]; then
  debootstrap --variant=minbase --include=ca-certificates bookworm "$ROOTFS" "$MIRROR"
  rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/* "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/*
fi
# the service runs as 185 (as on Red Hat's OpenJDK images, so the Deployment's runAsUser holds for either base)
chroot "$ROOTFS" sh -c 'id -u 185 >/dev/null 2>&1 || useradd --uid 185 --gid 0 --home-dir /deployments --no-create-home --shell /usr/sbin/nologin app'
mkdir -p "$ROOTFS/deployments" && chown 185:0 "$ROOTFS/deployments"
rm -rf "$ROOTFS/opt/java"
"$JAVA_HOME/bin/jlink" --output "$ROOTFS/opt/java" --strip-debug --no-man-pages --no-header-files --compress zip-6 \
  --add-modules java.se,jdk.unsupported,jdk.crypto.ec,jdk.management,jdk.management.agent,jdk.jfr,jdk.net,jdk.zipfs,jdk.naming.dns,jdk.localedata,jdk.charsets

rm -rf "$WORK/oci"
umoci init --layout "$WORK/oci"
umoci new --image "$WORK/oci:base"
umoci insert --image "$WORK/oci:base" "$ROOTFS" /
umoci config --image "$WORK/oci:base" \
  --config.env PATH=/opt/java/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --config.env JAVA_HOME=/opt/java --config.env LANG=C.UTF-8 \
  --config.user 185 --config.workingdir /deployments --author tabletop
skopeo copy --dest-tls-verify="$TLS_VERIFY" "oci:$WORK/oci:base" "docker://$IMAGE"
echo "base image pushed: $IMAGE"
