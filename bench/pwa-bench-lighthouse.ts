/**
 * Lighthouse on Debian's Chromium for the PWA bench: the default config (mobile emulation, simulated
 * throttling), performance category only. One headless Chromium serves every run; Lighthouse opens a
 * fresh tab per run and resets the origin's storage and the HTTP cache, so each run is a first view.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { FIRST_RENDER_MARK } from '../src/lib/performance/first-render-mark';

/** Where each run's full Lighthouse report (JSON) is kept, for the LCP breakdown and the task list. */
const reportDir = process.env.BENCH_REPORT_DIR;

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script resources as they crossed the wire (what the server sent), all of the load. */
  jsTransferred: number;
  /** Of those, the scripts asked for before the app's first render (FIRST_RENDER_MARK): the first view's. */
  jsFirstView: number;
  /** The same scripts gzipped (level 6) and brotli-compressed (quality 11) here, from dist/: what a compressing server would send. */
  jsGzip: number;
  jsBrotli: number;
  scripts: number;
  /** The five largest scripts (file name and bytes sent), and the LCP element's selector: where to look first. */
  largest: Array<{ name: string; bytes: number }>;
  lcpElement: string;
  /** Lighthouse's measure of this host's CPU (docs/throttling.md: 1000-1500 a low-end desktop, 1500+ a high-end one). */
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** ms from the navigation's start, as the user timings' startTime. */
  networkRequestTime?: number;
}

export class LighthouseChromium {
  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
    readonly port: number,
  ) {}

  static async launch(executable: string): Promise<LighthouseChromium> {
    const profile = mkdtempSync(path.join(tmpdir(), 'holo-pwa-bench-chromium-'));
    const child = spawn(
      executable,
      [
        '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync',
        '--disable-background-networking', '--disable-component-update', '--disable-default-apps',
        '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${seen}`)), 30_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${seen}`)));
    });
    return new LighthouseChromium(child, profile, port);
  }

  /** One first view; `cpuSlowdownMultiplier` is Lighthouse's default 4 unless calibrated for the host. */
  async run(url: string, distDir: string, cpuSlowdownMultiplier: number): Promise<PageFigures> {
    const result = await lighthouse(url, {
      port: this.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${lhr.fetchTime.replace(/\D/g, '')}.json`;
      writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      // The unthrottled trace Lighthouse simulated from: what its long tasks were made of.
      writeFileSync(path.join(reportDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    }
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value for ${url}`);
      return value;
    };
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    let jsGzip = 0;
    let jsBrotli = 0;
    for (const request of requests) {
      const file = distFile(distDir, url, request.url);
      if (!file) continue;
      const body = readFileSync(file);
      jsGzip += gzipSync(body, { level: 6 }).length;
      jsBrotli += brotliCompressSync(body).length;
    }
    const firstRender = (lhr.audits['user-timings']?.details as { items?: Array<{ name: string; startTime: number }> } | undefined)?.items?.find(
      (timing) => timing.name === FIRST_RENDER_MARK,
    )?.startTime;
    const beforeFirstRender = requests.filter((item) => firstRender === undefined || (item.networkRequestTime ?? 0) < firstRender);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsTransferred: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsFirstView: beforeFirstRender.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsGzip,
      jsBrotli,
      scripts: requests.length,
      largest: [...requests]
        .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
        .slice(0, 5)
        .map((item) => ({ name: path.basename(new URL(item.url).pathname), bytes: item.transferSize ?? 0 })),
      lcpElement: lcpSelector(lhr.audits['largest-contentful-paint-element']?.details),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  }

  async close() {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.profile, { recursive: true, force: true });
  }
}

function lcpSelector(details: unknown): string {
  // details: a list whose first table holds the element ({ items: [{ node: { selector } }] }).
  const tables = (details as { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined)?.items ?? [];
  return tables[0]?.items?.[0]?.node?.selector ?? '(none)';
}

/** The dist/ file behind a same-origin script URL, if any. */
function distFile(distDir: string, pageUrl: string, scriptUrl: string): string | null {
  const script = new URL(scriptUrl);
  if (script.origin !== new URL(pageUrl).origin) return null;
  const file = path.join(distDir, decodeURIComponent(script.pathname));
  return file.startsWith(distDir + path.sep) ? file : null;
}
