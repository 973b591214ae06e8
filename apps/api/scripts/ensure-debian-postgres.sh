#!/usr/bin/env bash
# The lock-order tests run on Debian's PostgreSQL 15 too, the oldest server the shop supports
# (test/helpers/debian-postgres.ts starts a throwaway one on a socket). Install its binaries when
# they are missing and the machine can (as root, with apt); elsewhere those tests are skipped and
# say why. No cluster is created or started here.
set -euo pipefail

if [ -x /usr/lib/postgresql/15/bin/pg_ctl ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get > /dev/null; then
  echo "Debian's PostgreSQL 15 is not installed: its lock-order tests will be skipped." >&2
  exit 0
fi

echo "Installing Debian's PostgreSQL 15 binaries for the lock-order tests ..."
export DEBIAN_FRONTEND=noninteractive
mkdir -p /etc/postgresql-common
if ! grep -qs '^create_main_cluster' /etc/postgresql-common/createcluster.conf; then
  echo 'create_main_cluster = false' >> /etc/postgresql-common/createcluster.conf
fi
apt-get update
apt-get install -y postgresql-15
