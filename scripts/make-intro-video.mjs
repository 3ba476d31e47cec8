/**
 * Renders the home page's intro video (public/media/holo-intro.webm) and its poster
 * (public/media/holo-intro-poster.jpg): a 12-second canvas animation recorded with Chromium's
 * MediaRecorder. Run by hand when the video should change: `node scripts/make-intro-video.mjs`.
 * Needs Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const SECONDS = 12;
const out = new URL('../public/media/', import.meta.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
await page.setContent('<canvas id="c" width="960" height="540"></canvas>');

const frames = await page.evaluate(async (seconds) => {
  const canvas = document.getElementById('c');
  const g = canvas.getContext('2d');
  const W = canvas.width;
  const H = canvas.height;
  const lines = ['Bid from the card show floor', 'Proxy bidding, live to the second', 'Holo — every card, every collector'];
  const cards = Array.from({ length: 7 }, (_, i) => ({ hue: (i * 47) % 360, x: i / 7 }));

  function draw(t) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#10162f');
    bg.addColorStop(1, '#3a1c5c');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    cards.forEach((card, i) => {
      const phase = t / seconds + card.x;
      const x = ((phase % 1) * (W + 260)) - 180;
      const y = 150 + Math.sin(phase * Math.PI * 2) * 40 + (i % 2) * 60;
      g.save();
      g.translate(x, y);
      g.rotate(Math.sin(phase * 6) * 0.15);
      const foil = g.createLinearGradient(-60, -85, 60, 85);
      foil.addColorStop(0, `hsl(${card.hue} 80% 65%)`);
      foil.addColorStop(0.5, '#ffffff');
      foil.addColorStop(1, `hsl(${(card.hue + 120) % 360} 80% 55%)`);
      g.fillStyle = foil;
      g.fillRect(-60, -85, 120, 170);
      g.strokeStyle = '#ffffffcc';
      g.lineWidth = 4;
      g.strokeRect(-60, -85, 120, 170);
      g.restore();
    });
    const index = Math.min(lines.length - 1, Math.floor((t / seconds) * lines.length));
    const local = ((t / seconds) * lines.length) % 1;
    g.globalAlpha = Math.min(1, local * 4, (1 - local) * 4);
    g.fillStyle = '#ffffff';
    g.font = 'bold 46px sans-serif';
    g.textAlign = 'center';
    g.fillText(lines[index], W / 2, H - 90);
    g.globalAlpha = 1;
  }

  draw(0);
  const poster = canvas.toDataURL('image/jpeg', 0.82);
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(1000);
  const start = performance.now();
  await new Promise((resolve) => {
    function tick() {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, seconds));
      if (t >= seconds) resolve();
      else requestAnimationFrame(tick);
    }
    tick();
  });
  recorder.stop();
  await done;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { video: btoa(binary), poster };
}, SECONDS);

await writeFile(new URL('holo-intro.webm', out), Buffer.from(frames.video, 'base64'));
await writeFile(new URL('holo-intro-poster.jpg', out), Buffer.from(frames.poster.split(',')[1], 'base64'));
await browser.close();
console.log('wrote public/media/holo-intro.webm and holo-intro-poster.jpg');
