/**
 * Holo as the PWA bench sees it: server/main.ts in a child process serving dist/, on a fresh embedded
 * database with the demo data. NODE_ENV=test, as the journeys run: production never loads the demo
 * members the bench signs in as, and its other differences (no sandbox pages, a Secure cookie) do not
 * touch the pages measured; the security headers are the same in every environment. Sign-in's rate limit is raised.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export class BenchServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'holo-pwa-bench-'));
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits for /api/health; returns how long that took in ms. */
  async start(): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT: '1000',
      },
    });
    this.child = child;
    for (let waited = 0; waited < 180_000; waited += 250) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server on port ${this.port} did not start`);
  }

  /** SIGTERM, then waits until the process (and so the embedded database) has exited. */
  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
