import { LighthouseChromium } from '../pwa-bench-lighthouse.ts';
const [url, n] = [process.argv[2]!, Number(process.argv[3] ?? 3)];
const chromium = await LighthouseChromium.launch('/usr/bin/chromium');
for (let i = 0; i < n; i++) {
  const r = await chromium.run(url, '/work/main/dist', 4);
  console.log(`score ${r.score} LCP ${Math.round(r.lcpMs)} TBT ${Math.round(r.tbtMs)} CLS ${r.cls.toFixed(3)} JS ${(r.jsTransferred/1024).toFixed(1)}KB ${r.lcpElement}`);
}
await chromium.close();
