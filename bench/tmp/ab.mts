import { LighthouseChromium } from '../pwa-bench-lighthouse.ts';
const [a, b, n] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 3)];
const chromium = await LighthouseChromium.launch('/usr/bin/chromium');
const res: Record<string, number[][]> = { [a]: [], [b]: [] };
for (let i = 0; i < n; i++) for (const url of [a, b]) {
  const r = await chromium.run(url, url.includes(':18662') ? '/tmp/wt-before/dist' : '/work/main/dist', 4);
  res[url]!.push([r.score, r.lcpMs, r.tbtMs]);
  console.log(url.slice(0, 40), `score ${r.score} LCP ${Math.round(r.lcpMs)} TBT ${Math.round(r.tbtMs)}`);
}
const med = (x: number[]) => x.sort((p, q) => p - q)[Math.floor(x.length / 2)]!;
for (const [url, rs] of Object.entries(res)) console.log('median', url, 'score', med(rs.map((r) => r[0]!)), 'LCP', Math.round(med(rs.map((r) => r[1]!))), 'TBT', Math.round(med(rs.map((r) => r[2]!))), 'TBTs', rs.map((r) => Math.round(r[2]!)).join('/'));
await chromium.close();
