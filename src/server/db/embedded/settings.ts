/**
 * The private PostgreSQL's settings, written to `allo.conf` in its data folder at every start
 * (postgresql.conf includes it), so a changed setting takes effect on the next start.
 *
 * Sized for the default install: one server with a pool of 10 connections on a small machine
 * (bench/README.md has the measurements behind these numbers).
 */
export const PRODUCT_SETTINGS: Readonly<Record<string, string>> = {
  // Durability: a commit is on disk before it is acknowledged, as "stored before delivered" and
  // the ledger need. These are PostgreSQL's defaults, stated so nobody turns them off by accident.
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  // Reachable only through the unix socket in a folder only its owner can enter; no TCP port.
  listen_addresses: "''",
  unix_socket_permissions: '0700',
  // The pool's 10, the migration connection, and room for a maintenance session.
  max_connections: '20',
  superuser_reserved_connections: '2',
  // The working set of a messenger is recent messages: 64 MB holds a busy day of a small
  // install, and shared memory is counted once in the process total (PSS).
  shared_buffers: '64MB',
  work_mem: '4MB',
  maintenance_work_mem: '64MB',
  // Nothing replicates from this cluster: minimal WAL, and fewer bytes written per commit.
  wal_level: 'minimal',
  max_wal_senders: '0',
  wal_compression: 'on',
  // Checkpoints spread out: fewer full-page images in the WAL, bounded restart time.
  checkpoint_timeout: '10min',
  max_wal_size: '512MB',
  min_wal_size: '64MB',
  // Short queries only: compiling plans to machine code costs more than it saves here.
  jit: 'off',
  huge_pages: 'off',
  timezone: "'UTC'",
  log_timezone: "'UTC'",
  log_min_messages: 'warning',
  log_checkpoints: 'off',
};

/**
 * The test suites' cluster (testing/test-cluster.ts): the same engine with its durability off, as
 * every database on it is thrown away, and room for the suites' parallel servers.
 */
export const TEST_SETTINGS: Readonly<Record<string, string>> = {
  ...PRODUCT_SETTINGS,
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
  shared_buffers: '128MB',
};

/** The settings as a configuration file. Values are written as PostgreSQL reads them. */
export function settingsFile(settings: Readonly<Record<string, string>>): string {
  const lines = Object.entries(settings).map(([name, value]) => `${name} = ${value}`);
  return `# Written by Allo at every start (src/server/db/embedded/settings.ts): edits are lost.\n${lines.join('\n')}\n`;
}
