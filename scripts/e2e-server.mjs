// Starts the server for the Playwright journeys on a fresh embedded database with the demo data
// (or on E2E_DATA_DIR's, kept: the offline journey stops its server and starts it again).
// Sign-in and code rate limits are raised: the journeys sign in many times from one address, and
// the limits themselves are covered by the API suite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'holo-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8090',
    // The sandbox carrier and payment provider post their callbacks here.
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '8090'}/`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT: '1000',
    CODE_RATE_LIMIT: '1000',
    // The sandbox ID verification decides quickly, so a journey sees processing and then the verdict.
    VERIFY_SANDBOX_DELAY_MS: '1500',
    // The sandbox carrier moves a parcel one event every 1.5 s, so a journey follows it to delivered.
    CARRIER_SANDBOX_STEP_MS: '1500',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
