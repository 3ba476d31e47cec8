// What `npm test` needs outside npm that a fresh machine may lack, settled before the first stage so
// a missing piece stops the run at once rather than after ten minutes of lint and API tests:
// - Chromium for the journeys (CHROMIUM_PATH, default Debian's /usr/bin/chromium; playwright.config.ts
//   never downloads a browser). On Debian as root it is installed with apt-get, as .ci/run does;
//   anywhere else the run stops and says what to install.
// - PostgreSQL stays optional: without TEST_DATABASE_URL the API suite runs on the embedded database only.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const installCommands = [
  ['apt-get', 'update'],
  // As .ci/run: Debian's Chromium without its recommended extras (the journeys need none).
  ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
];

/**
 * The decision alone (unit-tested, no side effects): `ready`, `install` (with the commands and why),
 * or `stop` (with what to do).
 */
export function chromiumPlan({ chromiumPath, chromiumExists, osRelease, hasAptGet, isRoot }) {
  if (chromiumExists) return { action: 'ready' };
  const debian = /^ID="?debian"?$/m.test(osRelease ?? '');
  const why = `the Playwright journeys run in Chromium at ${chromiumPath}, which is not there`;
  if (chromiumPath !== DEFAULT_CHROMIUM) {
    return { action: 'stop', message: `${why}. CHROMIUM_PATH names a browser that does not exist: install Chromium there or point CHROMIUM_PATH at one.` };
  }
  if (debian && hasAptGet && isRoot) return { action: 'install', commands: installCommands, why };
  const command = installCommands.map((c) => c.join(' ')).join(' && ');
  if (debian && hasAptGet) {
    return { action: 'stop', message: `${why}. Install it as root first: sudo sh -c '${command}' (npm test installs it itself when run as root).` };
  }
  return {
    action: 'stop',
    message: `${why}. Install Chromium with your system's package manager (on Debian: ${command}) and set CHROMIUM_PATH to its executable if it is not ${DEFAULT_CHROMIUM}.`,
  };
}

/** Reads this machine's facts, then installs or stops as chromiumPlan says; returns when the browser is there. */
export function ensureTestNeeds({ log = console.log, exit = process.exit } = {}) {
  const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const plan = chromiumPlan({
    chromiumPath,
    chromiumExists: existsSync(chromiumPath),
    osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
    hasAptGet: existsSync('/usr/bin/apt-get'),
    isRoot: process.getuid?.() === 0,
  });
  if (plan.action === 'ready') return;
  if (plan.action === 'stop') {
    log(`\nnpm test cannot run the journeys: ${plan.message}`);
    exit(1);
    return;
  }
  log(`\n=== installing Chromium: ${plan.why} ===`);
  for (const command of plan.commands) {
    log(`$ ${command.join(' ')}`);
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      log(`\n${command.join(' ')} failed (exit ${result.status ?? result.signal}): install Chromium yourself, then run npm test again.`);
      exit(1);
      return;
    }
  }
  if (!existsSync(chromiumPath)) {
    log(`\nChromium was installed but ${chromiumPath} is still missing: set CHROMIUM_PATH to its executable.`);
    exit(1);
  }
}
