import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEFAULT_CHROMIUM } from './test-needs.mjs';

const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nID=debian\n';
const ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const fresh = { chromiumPath: DEFAULT_CHROMIUM, chromiumExists: false, osRelease: debian, hasAptGet: true, isRoot: true };

describe("npm test's Chromium", () => {
  it('does nothing when the browser is there', () => {
    expect(chromiumPlan({ ...fresh, chromiumExists: true })).toEqual({ action: 'ready' });
    expect(chromiumPlan({ ...fresh, chromiumExists: true, osRelease: ubuntu, isRoot: false })).toEqual({ action: 'ready' });
  });

  it("installs Debian's Chromium with apt-get on a fresh Debian machine run as root, saying why", () => {
    const plan = chromiumPlan(fresh);
    expect(plan).toMatchObject({ action: 'install', why: expect.stringContaining('/usr/bin/chromium') });
    expect(plan.action === 'install' && plan.commands).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
    ]);
    expect(chromiumPlan({ ...fresh, osRelease: 'ID="debian"\n' }).action).toBe('install');
  });

  it('stops at once, naming the commands, on Debian without root', () => {
    const plan = chromiumPlan({ ...fresh, isRoot: false });
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain("sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium'");
  });

  it('stops on another system (Ubuntu ships Chromium as a snap, not at /usr/bin/chromium) or without apt-get', () => {
    for (const facts of [{ ...fresh, osRelease: ubuntu }, { ...fresh, hasAptGet: false }, { ...fresh, osRelease: '' }]) {
      const plan = chromiumPlan(facts);
      expect(plan.action).toBe('stop');
      expect(plan.action === 'stop' && plan.message).toContain('CHROMIUM_PATH');
    }
  });

  it('never installs over a CHROMIUM_PATH that names another browser', () => {
    const plan = chromiumPlan({ ...fresh, chromiumPath: '/opt/chrome/chrome' });
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain('CHROMIUM_PATH names a browser that does not exist');
  });
});
