// `npm test`: every check, in order, stopping at the first failure: lint, typecheck, unit tests,
// the API suite on the embedded database, the API suite on PostgreSQL when TEST_DATABASE_URL is
// set (.ci/run sets it), the production build and checks of its output, and the Playwright
// journeys in Chromium.
// First what the journeys need outside npm (test-needs.mjs): Chromium, installed with apt-get on
// Debian as root, else the run stops at once saying what to install.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureTestNeeds } from './test-needs.mjs';

ensureTestNeeds();

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${results}/${name}.json`];
const stages = [
  // Two single-threaded tools side by side: each has a core to itself on a 2-core machine.
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'], alongside: { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] } },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')], report: 'unit' },
  {
    name: 'api (PGlite)',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', ...vitestJson('api-pglite')],
    env: { TEST_DATABASE_URL: '' },
    report: 'api-pglite',
  },
  process.env.TEST_DATABASE_URL && {
    name: 'api (PostgreSQL)',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', ...vitestJson('api-postgres')],
    report: 'api-postgres',
  },
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  // The seller site and the staff console, a pass of their own after the buyer's (vite.config.ts).
  { name: 'build (back office)', cmd: ['npx', 'vite', 'build', '--mode', 'backoffice', '--logLevel', 'warn'] },
  // The server's first views (src/ssr/render-first-view.tsx), drawn with the app's own components.
  { name: 'build (server first view)', cmd: ['npx', 'vite', 'build', '--ssr', 'src/ssr/render-first-view.tsx', '--logLevel', 'warn'] },
  // What the builds wrote (scripts/*.build.test.ts): the service worker's precache.
  { name: 'built output', cmd: ['npx', 'vitest', 'run', '--project', 'build', ...vitestJson('build')], report: 'build' },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], env: { CI: '1' }, report: 'e2e', playwright: true },
].filter(Boolean);

if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the API suite runs on PGlite only (see README).');
}

let passed = 0;
let failed = 0;
const timings = [];
for (const stage of stages) {
  const parts = [stage, stage.alongside].filter(Boolean);
  console.log(`\n=== ${parts.map((part) => part.name).join(' and ')} ===`);
  const exits = await Promise.all(parts.map((part) => timed(part)));
  let stop = false;
  parts.forEach((part, index) => {
    const counts = part.report ? readCounts(part) : undefined;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (exits[index] !== 0) {
      console.error(`\n${part.name} failed (exit ${exits[index]}).`);
      if (!counts?.failed) failed += 1;
      stop = true;
    }
  });
  if (stop) break;
}
console.log(`\n${timings.join(' · ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** Runs one stage's command with the terminal's output, noting its time; resolves to its exit code (or signal). */
function timed(part) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.cmd[0], part.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...part.env } });
    child.on('error', () => resolve('spawn error'));
    child.on('exit', (code, signal) => {
      timings.push(`${part.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? signal);
    });
  });
}

function readCounts(stage) {
  const file = `${results}/${stage.report}.json`;
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (stage.playwright) {
    return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}
