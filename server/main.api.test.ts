import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the real entry point as a child process on a throwaway data directory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'holo-main-'));
const port = 18_000 + Math.floor(Math.random() * 2_000);
const base = `http://127.0.0.1:${port}`;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitForHealth() {
  // Up to 60 s: a busy CI machine starts tsx, PGlite and the migrations slowly.
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server entry point', () => {
  it('applies migrations on the embedded database, serves health, and on SIGTERM finishes an in-flight request then exits 0', async () => {
    const child = startServer();
    let log = '';
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    const exit = exited(child);
    await waitForHealth();

    // A request whose body is still arriving when SIGTERM comes must still be answered.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    const body = JSON.stringify({ Ticket: 'x' });
    socket.write(`POST /api/openapi.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nX-Requested-With: fetch\r\nConnection: close\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body);
    await new Promise((resolve) => socket.once('close', resolve));
    expect(reply).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(await exit).toBe(0);
    expect(log).toContain('stopped');
  }, 120_000);

  it('reopens the same data directory after a clean shutdown', async () => {
    const child = startServer();
    const exit = exited(child);
    await waitForHealth();
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 120_000);
});
