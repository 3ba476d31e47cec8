/**
 * The real entry points (server/main.ts, push-server/main.ts) started as child processes with
 * NODE_ENV=production: with the defaults they refuse, naming each reason; configured as the README
 * says they serve Holo. Under TEST_DATABASE_URL the configured start runs on a PostgreSQL database of its own.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEVELOPMENT_CARRIER_SECRET, DEVELOPMENT_PAYMENT_SECRET, DEVELOPMENT_PAYOUT_SECRET, DEVELOPMENT_UPLOAD_SECRET } from './env';
import { cspHash } from './http/inline-script-hashes';
import { createScratchDatabase } from './testing/scratch-database';

const scratchDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => scratchDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The caller's environment without any of Holo's production settings, so only `env` decides. */
function productionEnv(env: Record<string, string>): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(PAYMENT_|MESSENGER_|IDENTITY_|HUMAN_CHECK_|CARRIER_|PAYOUT_|METRICS_|SEED_DEMO|COOKIE_SECURE|DATABASE_URL|PUBLIC_URL|ALLOWED_ORIGINS)/.test(name),
    ),
  ) as Record<string, string>;
  return { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: tempDir('holo-prod-data-'), ...env };
}

function run(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.resume();
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, stderr: () => stderr };
}

const configured = {
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
  MESSENGER_PROVIDER: 'sandbox',
  IDENTITY_PROVIDER: 'sandbox',
  HUMAN_CHECK_PROVIDER: 'sandbox',
  CARRIER_PROVIDER: 'sandbox',
  CARRIER_SANDBOX_SECRET: randomBytes(24).toString('hex'),
  PAYOUT_PROVIDER: 'sandbox',
  PAYOUT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
  UPLOAD_SIGNING_SECRET: randomBytes(24).toString('hex'),
  METRICS_TOKEN: randomBytes(24).toString('hex'),
};

// The refusals come before any database is opened: the suite's PostgreSQL run would only repeat
// them, so it runs the configured start alone.
const refusalsRun = it.skipIf(Boolean(process.env.TEST_DATABASE_URL));

describe('a production start', () => {
  refusalsRun('refuses with the defaults, naming every missing setting, before it opens a database', async () => {
    const env = productionEnv({});
    const server = run('server/main.ts', env);
    expect(await server.exit).toBe(1);
    const reasons = server.stderr();
    expect(reasons).toContain('refuses to start in production');
    for (const name of ['PAYMENT_PROVIDER', 'MESSENGER_PROVIDER', 'IDENTITY_PROVIDER', 'HUMAN_CHECK_PROVIDER', 'CARRIER_PROVIDER', 'PAYOUT_PROVIDER']) {
      expect(reasons).toContain(`${name} is not set`);
    }
    expect(readdirSync(env.DATA_DIR!)).toEqual([]);
  }, 60_000);

  refusalsRun('refuses the development payment secret, a missing one, demo members, and a real human check without its keys', async () => {
    const server = run(
      'server/main.ts',
      productionEnv({
        ...configured,
        PAYMENT_SANDBOX_SECRET: DEVELOPMENT_PAYMENT_SECRET,
        PAYOUT_SANDBOX_SECRET: DEVELOPMENT_PAYOUT_SECRET,
        SEED_DEMO: 'true',
        HUMAN_CHECK_PROVIDER: 'turnstile',
      }),
    );
    expect(await server.exit).toBe(1);
    expect(server.stderr()).toContain('PAYMENT_SANDBOX_SECRET is not set or is the development value');
    expect(server.stderr()).toContain('PAYOUT_SANDBOX_SECRET is not set or is the development value');
    expect(server.stderr()).toContain('SEED_DEMO=true: production never loads the demo members');
    expect(server.stderr()).toContain('HUMAN_CHECK_PROVIDER=turnstile needs HUMAN_CHECK_SITE_KEY and HUMAN_CHECK_SECRET');
    expect(server.stderr()).not.toContain('PAYMENT_PROVIDER is not set');

    const unsigned = run('server/main.ts', productionEnv({ ...configured, PAYMENT_SANDBOX_SECRET: '' }));
    expect(await unsigned.exit).toBe(1);
    expect(unsigned.stderr()).toContain('PAYMENT_SANDBOX_SECRET is not set or is the development value');

    const carrier = run('server/main.ts', productionEnv({ ...configured, CARRIER_SANDBOX_SECRET: DEVELOPMENT_CARRIER_SECRET }));
    expect(await carrier.exit).toBe(1);
    expect(carrier.stderr()).toContain('CARRIER_SANDBOX_SECRET is not set or is the development value');

    const uploads = run('server/main.ts', productionEnv({ ...configured, UPLOAD_SIGNING_SECRET: DEVELOPMENT_UPLOAD_SECRET, STORAGE_PROVIDER: 's3' }));
    expect(await uploads.exit).toBe(1);
    expect(uploads.stderr()).toContain('UPLOAD_SIGNING_SECRET is not set or is the development value');
    expect(uploads.stderr()).toContain('STORAGE_PROVIDER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }, 60_000);

  refusalsRun('refuses for the push relay run alone too', async () => {
    const relay = run('push-server/main.ts', productionEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }));
    expect(await relay.exit).toBe(1);
    expect(relay.stderr()).toContain('The push relay refuses to start in production');
    expect(relay.stderr()).toContain('PAYMENT_PROVIDER is not set');
  }, 60_000);

  it('configured as the README says, serves the API and the pages with the security headers, and no demo members', async () => {
    const staticDir = tempDir('holo-prod-static-');
    const starter = 'document.documentElement.dataset.started = "1";';
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><html><head><script>${starter}</script></head><body><div id="root"></div></body></html>`);
    writeFileSync(path.join(staticDir, 'assets', 'app-1.js'), 'export {};\n//# sourceMappingURL=app-1.js.map\n');
    writeFileSync(path.join(staticDir, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.ts"]}');

    const admin = process.env.TEST_DATABASE_URL;
    const scratch = admin ? await createScratchDatabase(admin, `holo_prod_${randomBytes(6).toString('hex')}`, inject('postgresTemplate') || undefined) : undefined;
    const port = 20_000 + Math.floor(Math.random() * 2_000);
    const base = `http://127.0.0.1:${port}`;
    const server = run(
      'server/main.ts',
      productionEnv({ ...configured, PORT: String(port), STATIC_DIR: staticDir, PUBLIC_URL: 'https://holo.example/', DATABASE_URL: scratch?.url ?? '' }),
    );
    try {
      await waitForHealth(base, server);
      const health = await fetch(`${base}/api/health`);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');

      const page = await fetch(`${base}/market`);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '))?.split(' ') ?? [];
      expect(scriptSrc).toContain(cspHash(starter));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // PUBLIC_URL is https: the site is served over HTTPS (by the proxy in front).
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');

      expect((await fetch(`${base}/assets/app-1.js`)).status).toBe(200);
      expect((await fetch(`${base}/assets/app-1.js.map`)).status).toBe(404);
      expect((await fetch(`${base}/assets/app-1.js.%6Dap`)).status).toBe(404);

      // Reference data only: no demo store, listing or member.
      const market = (await (await fetch(`${base}/api/market/search?type=2&sort=3`)).json()) as { PagedMarketItemList: unknown[] };
      expect(market.PagedMarketItemList).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
      await scratch?.drop();
    }
  }, 120_000);
});

async function waitForHealth(base: string, server: ReturnType<typeof run>) {
  // Up to 60 s: a busy machine starts tsx, the database and the migrations slowly.
  for (let i = 0; i < 600; i += 1) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}
