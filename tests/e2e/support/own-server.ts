/**
 * A Holo server of the journey's own, for journeys that stop the server and start it again (the
 * offline journey): scripts/e2e-server.mjs on its own port and data directory, which outlive a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export class OwnServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'holo-e2e-own-'));
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, E2E_PORT: String(this.port), E2E_DATA_DIR: this.dataDir },
    });
    for (let waited = 0; waited < 180_000; waited += 250) {
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
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
