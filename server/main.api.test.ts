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

// A test that fails half-way must not leave its server running past the file (it holds the port).
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return child;
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

type LogLine = { msg?: string; req?: { url?: string } };

/** The server's pino lines (JSON, one a line); anything else on the output is skipped. */
function logLines(log: string): LogLine[] {
  return log.split('\n').flatMap((text) => {
    try {
      const line: unknown = JSON.parse(text);
      return line && typeof line === 'object' ? [line as LogLine] : [];
    } catch {
      return [];
    }
  });
}

async function waitForLog(read: () => string, matches: (line: LogLine) => boolean) {
  // Up to 30 s, for a busy machine.
  for (let i = 0; i < 300; i += 1) {
    if (logLines(read()).some(matches)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`log line not seen; log so far:\n${read()}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The entry point on the embedded database, as a newcomer starts it (no DATABASE_URL): the same
// in the suite's PostgreSQL run, so it runs in the PGlite run only (production-start.api.test.ts
// starts it on PostgreSQL).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server entry point', () => {
  it('applies migrations on the embedded database, serves health, and on SIGTERM finishes an in-flight request with a 2xx then exits 0', async () => {
    const child = startServer();
    let log = '';
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    const exit = exited(child);
    await waitForHealth();

    // The in-flight request answers a human check: its 200 and ticket depend on a body that
    // arrives only after SIGTERM, so the server must read it and run the handler while stopping.
    const challenge = await fetch(`${base}/api/auth/human-check`, { method: 'POST', headers: { 'X-Requested-With': 'fetch' } });
    expect(challenge.status).toBe(200);
    const { ChallengeId } = (await challenge.json()) as { ChallengeId: string };
    const { Answer } = (await (await fetch(`${base}/api/dev/human-check/${ChallengeId}`)).json()) as { Answer: string };
    const body = JSON.stringify({ ChallengeId, Answer });

    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (reply += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      'POST /api/auth/human-check/answer HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Requested-With: fetch\r\nConnection: close\r\n\r\n`,
    );
    // The server has taken the request in (its headers) before the signal comes...
    await waitForLog(() => log, (line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/human-check/answer');
    child.kill('SIGTERM');
    // ...and has begun shutting down before the body arrives.
    await waitForLog(() => log, (line) => line.msg === 'shutting down: finishing requests');
    socket.write(body);
    await closed;

    const [head = '', payload = ''] = reply.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(payload)).toEqual({ Ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await exit).toBe(0);
    const messages = logLines(log).map((line) => line.msg);
    expect(messages).toContain('stopped');
    expect(messages.indexOf('shutting down: finishing requests')).toBeLessThan(messages.indexOf('stopped'));
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
