/**
 * Records the demo clips every seeded video and video banner points at (`media/videos/*.webm`):
 * each scene of the demo art (server/modules/media/seed-art.ts) animated with a slow zoom and
 * drifting light, recorded by Chromium's MediaRecorder (VP8), so no ffmpeg is needed.
 * Run once with `npm run media:videos`; the clips are committed.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { DEMO_VIDEOS } from '../server/db/seed/insert-families.ts';
import { drawScene } from '../server/modules/media/seed-art.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

/** The demo-art scene each clip animates. */
const SCENE = { coast: 'beach', medina: 'medina', desert: 'dunes', mosaic: 'mosaic' } as const;
const artFor = (clip: keyof typeof SCENE) => drawScene(SCENE[clip], { slug: clip, seed: clip.length });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
// tsx keeps function names with a helper the browser does not have.
await page.evaluate('window.__name = (f) => f');
for (const scene of DEMO_VIDEOS) {
  const svg = artFor(scene);
  const base64 = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${btoa(source)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(24), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 300_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const durationMs = 6000;
    const start = performance.now();
    recorder.start(500);
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = Math.min(1, (performance.now() - start) / durationMs);
        const zoom = 1 + 0.12 * t;
        const w = 800 / zoom;
        const h = 450 / zoom;
        g.drawImage(image, (800 - w) * 0.5 * (1 + 0.4 * Math.sin(t * Math.PI)), (500 - h) * 0.5, w, h, 0, 0, 640, 360);
        const glow = g.createRadialGradient(640 * t, 60, 10, 640 * t, 60, 260);
        glow.addColorStop(0, 'rgba(255,246,213,0.35)');
        glow.addColorStop(1, 'rgba(255,246,213,0)');
        g.fillStyle = glow;
        g.fillRect(0, 0, 640, 360);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, svg);
  const file = new URL(`../media/videos/${scene}.webm`, import.meta.url);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(`${scene}.webm: ${Math.round((base64.length * 0.75) / 1024)} KB`);
}
await browser.close();
