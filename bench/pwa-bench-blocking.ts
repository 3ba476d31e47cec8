/**
 * Blocking time measured, not simulated: Lighthouse's TBT replays the unthrottled run's tasks four
 * times longer, and moves by a factor of three between runs on a shared machine. Here Chromium
 * itself runs the page's main thread at BENCH_CPU_SLOWDOWN (DevTools CPU throttling) on a phone-sized
 * first view without the service worker; the page's long tasks (PerformanceObserver 'longtask') are
 * summed as TBT sums them, each one's time over 50 ms, from the first contentful paint until 6 s,
 * and from the navigation's start: index.html paints a brand bar before the scripts run, so the
 * first paint comes before their evaluation, and only the whole load compares with older builds.
 */
import { chromium } from '@playwright/test';

declare global {
  interface Window {
    __holoLongTasks?: Array<[start: number, duration: number]>;
  }
}

const watchMs = 6_000;

export interface BlockingTime {
  afterFirstPaint: number;
  wholeLoad: number;
}

/** One figure pair (ms) per load of `url`. */
export async function measureBlockingTime(url: string, executable: string, cpuSlowdown: number, loads: number): Promise<BlockingTime[]> {
  const browser = await chromium.launch({ executablePath: executable, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const times: BlockingTime[] = [];
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.addInitScript(() => {
        window.__holoLongTasks = [];
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) window.__holoLongTasks!.push([task.startTime, task.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(url);
      await page.waitForTimeout(watchMs);
      times.push(
        // No named function inside: tsx would wrap it in a __name() call the page does not have.
        await page.evaluate(() => {
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const times = { afterFirstPaint: 0, wholeLoad: 0 };
          for (const [start, duration] of window.__holoLongTasks!) {
            times.wholeLoad += Math.max(0, duration - 50);
            if (start >= firstPaint) times.afterFirstPaint += Math.max(0, duration - 50);
          }
          return times;
        }),
      );
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
