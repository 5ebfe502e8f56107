// Draws the landing page at build time into dist/landing.html, which the server sends a visitor
// at / (decision 0015): the same components as the app's landing page, and no JavaScript.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const out = mkdtempSync(path.join(os.tmpdir(), 'assignd-prerender-'));

try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    // Everything in one file, React included, so the file runs wherever it was written.
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, 'src', 'app', 'landing-prerender.tsx'),
      outDir: out,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'landing-prerender.mjs' } },
    },
  });
  const { renderLanding } = await import(
    pathToFileURL(path.join(out, 'landing-prerender.mjs')).href
  );
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const withoutScripts = page
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (withoutScripts.includes('<script')) throw new Error('index.html has a script left over');
  const mount = '<div id="root"></div>';
  if (!withoutScripts.includes(mount)) throw new Error(`index.html has no ${mount}`);
  // React writes the page's <title> where the page sets it; the document's own is in the head.
  const markup = renderLanding();
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (title && !withoutScripts.includes(title))
    throw new Error(`the landing page's ${title} differs from index.html's`);
  writeFileSync(
    path.join(dist, 'landing.html'),
    withoutScripts.replace(
      mount,
      `<div id="root">${title ? markup.replace(title, '') : markup}</div>`,
    ),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
