// `npm test`: every check, in order, stopping at the first failure: lint, typecheck, unit tests,
// the API suite on the embedded database, the API suite on PostgreSQL when TEST_DATABASE_URL is
// set (.ci/run sets it), the production build, and the Playwright journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${results}/${name}.json`];
const stages = [
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
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
  // The server's first views (src/ssr/render-first-view.tsx), drawn with the app's own components.
  { name: 'build (server first view)', cmd: ['npx', 'vite', 'build', '--ssr', 'src/ssr/render-first-view.tsx', '--logLevel', 'warn'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], env: { CI: '1' }, report: 'e2e', playwright: true },
].filter(Boolean);

if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the API suite runs on PGlite only (see README).');
}

let passed = 0;
let failed = 0;
const timings = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const run = spawnSync(stage.cmd[0], stage.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...stage.env } });
  timings.push(`${stage.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const counts = stage.report ? readCounts(stage) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (run.status !== 0) {
    console.error(`\n${stage.name} failed (exit ${run.status ?? run.signal}).`);
    if (!counts?.failed) failed += 1;
    break;
  }
}
console.log(`\n${timings.join(' · ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

function readCounts(stage) {
  const file = `${results}/${stage.report}.json`;
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (stage.playwright) {
    return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}
