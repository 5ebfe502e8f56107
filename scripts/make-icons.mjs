// Draws the app's icons (apps/web/public/icons/*.png) from the favicon's design with Chromium.
// Run once after changing the design: `node scripts/make-icons.mjs`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.join(import.meta.dirname, '..', 'apps', 'web', 'public', 'icons');
const INDIGO = '#4f46e5';
const CHECK = 'M10 16.5l4 4 8-9';

/** The favicon (public/favicon.svg): a white tick on an indigo rounded square. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${INDIGO}"/><path d="${CHECK}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
// Maskable: full bleed, the tick inside the middle 80% the launcher's mask always keeps.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${INDIGO}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)"><path d="${CHECK}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;
// Apple draws its own rounded corners and refuses transparency.
const square = maskable;
// Android's status bar badge: only the alpha channel counts.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="${CHECK}" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const ICONS = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', square, 180],
  ['badge-96.png', badge, 96],
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, svg, size] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(out, name), omitBackground: true });
    console.log(`wrote ${name} (${size}px)`);
  }
} finally {
  await browser.close();
}
