/**
 * Holo past one machine, on this one (issue 34): `npm run cluster` (node --import tsx scripts/cluster.ts) starts
 * - PostgreSQL (Debian's, as .ci/run does) in a scratch data directory, fsync and
 *   synchronous_commit ON (printed as the server reports them);
 * - three Holo nodes (server/main.ts, production settings with every sandbox provider named, fresh
 *   secrets shared by the nodes, the push relay off in them) on loopback ports;
 * - the push relay as its own process (push-server/main.ts);
 * - HAProxy (Debian's `haproxy`; installed with apt-get when missing, and said so) in front: round
 *   robin, no stickiness, WebSockets through (timeout tunnel), a health check on every node.
 * Ctrl-C (or the end of the process) stops them all and removes the scratch directory.
 * Options: --nodes N (default 3), --port P (HAProxy; default 18700: nodes P+1…, PostgreSQL P+40,
 * HAProxy's stats page P+49). bench/cluster-bench.ts starts it through startCluster().
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const asRoot = process.getuid?.() === 0;

/** Where Debian keeps PostgreSQL's programs (the newest version installed). */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (as .ci/run does)');
  versions.sort((a, b) => Number(a) - Number(b));
  return path.join(base, versions.at(-1)!, 'bin');
}

function ensureHaproxy(log: (line: string) => void) {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  if (!asRoot) throw new Error('haproxy is not installed: sudo apt-get install -y haproxy');
  log('haproxy is missing: installing Debian\'s package (apt-get install -y haproxy)');
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (installed.status !== 0) throw new Error('apt-get install haproxy failed');
}

/** Runs a command as the postgres user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[], options: SpawnSyncOptions = {}) {
  return asRoot ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(shellQuote).join(' ')], options) : spawnSync(command, args, options);
}
const shellQuote = (word: string) => `'${String(word).replace(/'/g, `'\\''`)}'`;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

const healthy = (url: string) => fetch(`${url}/api/health/ready`).then((r) => r.ok);

function haproxyConfig({ port, nodePorts, statsPort }: { port: number; nodePorts: number[]; statsPort: number }) {
  return `global
  # Two descriptors a connection (client and node side) within the 20,000 this machine allows.
  maxconn 9000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket, once upgraded, is a tunnel: the SignalR client pings every 15 s, the server too.
  timeout tunnel 1h
  timeout http-keep-alive 60s
  option http-keep-alive
  # The nodes read the client's address from here (TRUST_PROXY=127.0.0.1), for per-address limits.
  option forwardfor
frontend holo
  bind 127.0.0.1:${port}
  default_backend nodes
backend nodes
  # Round robin with no stickiness: every request (negotiate, socket, bid) may land on any node.
  balance roundrobin
  option httpchk GET /api/health/ready
  # Which node took a request or a socket (the cluster benchmark reports receipts per node).
  http-response set-header X-Holo-Node %[srv_name]
  http-check expect status 200
  # A node busy with a flood of bids still answers within a few seconds: taking it out then would only
  # pile its load on the others (with 1 s, a 2-core machine under the bench lost all three).
  timeout check 5s
  default-server inter 2s fall 3 rise 1 maxconn 5000
${nodePorts.map((p, i) => `  server node${i + 1} 127.0.0.1:${p} check`).join('\n')}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
`;
}

/**
 * Starts PostgreSQL, `nodes` Holo nodes, the push relay and HAProxy. Resolves when HAProxy sees every
 * node healthy, with the URLs and a stop() that ends them all.
 */
export interface ClusterOptions {
  nodes?: number;
  port?: number;
  log?: (line: string) => void;
  /** The processes' own output goes nowhere (errors still show). */
  quiet?: boolean;
}

export interface Cluster {
  /** HAProxy's address. */
  url: string;
  nodeUrls: string[];
  databaseUrl: string;
  /** fsync, synchronous_commit… as the server reports them. */
  pgSettings: string;
  stop(): Promise<void>;
}

export async function startCluster({ nodes = 3, port = 18700, log = (line) => console.log(`[cluster] ${line}`), quiet = false }: ClusterOptions = {}): Promise<Cluster> {
  const children: ChildProcess[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'holo-cluster-'));
  const pgPort = port + 40;
  const statsPort = port + 49;
  const pgData = path.join(scratch, 'pg');
  const pgBin = postgresBin();
  let stopped = false;

  async function stop() {
    if (stopped) return;
    stopped = true;
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    rmSync(scratch, { recursive: true, force: true });
  }

  try {
    ensureHaproxy(log);
    if (asRoot) chownSync(scratch, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
    const init = asPostgres(path.join(pgBin, 'initdb'), ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    // Durable, as money needs: every commit reaches the disk before it is acknowledged.
    const options = `-p ${pgPort} -k ${pgData} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on -c max_connections=200`;
    const started = asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', pgData, '-l', path.join(scratch, 'pg.log'), '-w', '-o', options, 'start'], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
    const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    const settings = spawnSync(path.join(pgBin, 'psql'), [databaseUrl, '-Atc', "select name || '=' || setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method') order by name"], { encoding: 'utf8' });
    const pgSettings = settings.stdout.trim().split('\n').join(', ');
    log(`PostgreSQL on 127.0.0.1:${pgPort} (${pgSettings})`);

    // One set of secrets for every node: a hub token negotiated on one node opens on another.
    const secret = () => randomBytes(24).toString('base64url');
    const nodeEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      TRUST_PROXY: '127.0.0.1',
      COOKIE_SECURE: 'false',
      PUSH_RELAY: 'off',
      // Uploads on one disk every node of this machine reaches (three machines: STORAGE_PROVIDER=s3).
      DATA_DIR: path.join(scratch, 'data'),
      STORAGE_PROVIDER: 'local',
      PAYMENT_PROVIDER: 'sandbox',
      MESSENGER_PROVIDER: 'sandbox',
      IDENTITY_PROVIDER: 'sandbox',
      HUMAN_CHECK_PROVIDER: 'sandbox',
      CARRIER_PROVIDER: 'sandbox',
      PAYOUT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: secret(),
      CARRIER_SANDBOX_SECRET: secret(),
      PAYOUT_SANDBOX_SECRET: secret(),
      UPLOAD_SIGNING_SECRET: secret(),
      METRICS_TOKEN: secret(),
    };
    const spawnNode = (name: string, script: string, env: NodeJS.ProcessEnv) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
      child.once('exit', (code, signal) => {
        if (!stopped) log(`${name} exited (${signal ?? code})`);
      });
      children.push(child);
      return child;
    };

    const nodePorts = Array.from({ length: nodes }, (_, i) => port + 1 + i);
    const nodeUrls = nodePorts.map((p) => `http://127.0.0.1:${p}`);
    // The first node migrates and seeds the empty database alone; the others start once it is up.
    spawnNode('node1', 'server/main.ts', { ...nodeEnv, PORT: String(nodePorts[0]) });
    await waitFor(() => healthy(nodeUrls[0]!), 'node1', 120_000);
    nodePorts.slice(1).forEach((p, i) => spawnNode(`node${i + 2}`, 'server/main.ts', { ...nodeEnv, PORT: String(p) }));
    for (const url of nodeUrls) await waitFor(() => healthy(url), url, 120_000);
    spawnNode('push relay', 'push-server/main.ts', nodeEnv);
    log(`${nodes} Holo node(s) on ${nodeUrls.join(', ')}; the push relay in its own process`);

    const configFile = path.join(scratch, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, nodePorts, statsPort }));
    const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy config: ${check.stderr}`);
    const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    children.push(haproxy);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(() => healthy(url), 'HAProxy');
    log(`HAProxy on ${url} (round robin, no stickiness, WebSockets; stats on http://127.0.0.1:${statsPort}/)`);
    return { url, nodeUrls, databaseUrl, pgSettings, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const cluster = await startCluster({ nodes: arg('--nodes', 3), port: arg('--port', 18700) });
  console.log(`[cluster] ready: ${cluster.url} (Ctrl-C stops everything)`);
  const end = async () => {
    console.log('[cluster] stopping');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
