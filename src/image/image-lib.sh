# Shared by run-image.sh and aot-image.sh (sourced, not run): an image from a registry unpacked into a root file
# system, and the image's own process started in a chroot as a container runtime would start it.
# Needs: umoci skopeo jq curl bc.

TLS_VERIFY="${TLS_VERIFY:-false}"   # a local registry on localhost speaks plain http
PID=""

# unpack_image IMAGE WORK: copies IMAGE to the OCI layout $WORK/oci:app and unpacks it into $WORK/bundle; sets ROOT
# (the root file system), ARGS (the entrypoint and command, shell-quoted), CWD, UID_GID and ENVS (the image's
# environment) from the runtime spec umoci derives from the image's config.
unpack_image() {
  local image="$1" work="$2"
  rm -rf "$work" && mkdir -p "$work"
  skopeo copy -q --src-tls-verify="$TLS_VERIFY" "docker://$image" "oci:$work/oci:app"
  umoci unpack --image "$work/oci:app" "$work/bundle" >/dev/null
  local config="$work/bundle/config.json"
  ROOT="$work/bundle/rootfs"
  ARGS=$(jq -r '.process.args | map(@sh) | join(" ")' "$config")
  CWD=$(jq -r '.process.cwd' "$config")
  UID_GID="$(jq -r '.process.user.uid' "$config"):$(jq -r '.process.user.gid' "$config")"
  mapfile -t ENVS < <(jq -r '.process.env[]' "$config")
  mkdir -p "$ROOT/tmp" "$ROOT/proc" "$ROOT/dev"
}

# mount_runtime [ro]: what a container runtime gives every container — /proc (the JVM's launcher finds its
# libraries through /proc/self/exe), /dev (entropy, /dev/null), /etc/hosts (localhost: the embedded PostgreSQL
# listens on it) and a fresh tmpfs on /tmp; with "ro" the root file system read-only first, as
# k8s/base/deployment.yaml runs it.
mount_runtime() {
  HOSTS_CREATED=""
  if [ ! -e "$ROOT/etc/hosts" ]; then touch "$ROOT/etc/hosts" && HOSTS_CREATED=1; fi
  if [ "${1:-}" = ro ]; then
    mount --bind "$ROOT" "$ROOT" && mount -o remount,bind,ro "$ROOT"
  fi
  mount --bind /etc/hosts "$ROOT/etc/hosts"
  mount -t proc proc "$ROOT/proc"
  mount --bind /dev "$ROOT/dev"
  mount -t tmpfs -o mode=1777 tmpfs "$ROOT/tmp"
}

# unmount MOUNT: an embedded PostgreSQL may still be stopping, so a busy mount is tried again for up to 10 s.
unmount() {
  for _ in $(seq 1 20); do
    mountpoint -q "$1" || return 0
    umount "$1" 2>/dev/null && return 0
    sleep 0.5
  done
  return 0
}

# unmount_runtime: undoes mount_runtime.
unmount_runtime() {
  local m
  for m in "$ROOT/tmp" "$ROOT/dev" "$ROOT/proc" "$ROOT/etc/hosts" "$ROOT"; do unmount "$m"; done
  if [ -n "${HOSTS_CREATED:-}" ]; then rm -f "$ROOT/etc/hosts" || true; HOSTS_CREATED=""; fi
  return 0
}

# fresh_tmp: an empty /tmp for the next start (the last one's embedded database gone).
fresh_tmp() {
  unmount "$ROOT/tmp"
  mount -t tmpfs -o mode=1777 tmpfs "$ROOT/tmp"
}

# start_image LOG [NAME=VALUE...]: the image's entrypoint in the chroot, as the image's user, in its working
# directory, with only the image's environment plus the given variables; sets PID and START (epoch seconds).
start_image() {
  local log="$1"
  shift
  START=$(date +%s.%N)
  env -i "${ENVS[@]}" "$@" chroot --userspec="$UID_GID" "$ROOT" sh -c "cd $CWD && exec $ARGS" > "$log" 2>&1 &
  PID=$!
}

# await_ready MANAGEMENT_PORT LOG: waits (READY_TIMEOUT seconds at most, default 120) until the readiness check
# answers UP; prints the seconds since START; fails when the process exits or never gets ready.
await_ready() {
  local port="$1" log="$2"
  for _ in $(seq 1 $(( ${READY_TIMEOUT:-120} * 10 ))); do
    curl -fs "http://localhost:$port/q/health/ready" >/dev/null 2>&1 && break
    kill -0 "$PID" 2>/dev/null || { tail -40 "$log" >&2; echo "the image's process exited" >&2; return 1; }
    sleep 0.1
  done
  curl -fs "http://localhost:$port/q/health/ready" >/dev/null || { tail -40 "$log" >&2; echo "never ready" >&2; return 1; }
  echo "$(date +%s.%N) - $START" | bc
}

stop_image() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
}
