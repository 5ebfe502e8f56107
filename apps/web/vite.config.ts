import { readFile } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_READS_PLAN, PAGE_CODE } from './src/app/first-reads';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const MINI_COPY = '?zod-mini';

/**
 * Gives zod/mini (the response schemas, checked before the signed-in shell paints) its own copy
 * of zod's core modules. The forms' classic zod shares that core, and classic keeps every string
 * format and the JSON Schema code; a module lives in one chunk, so all of that would otherwise sit
 * in the shell's chunk although only the lazily loaded forms use it. The copies work together as
 * zod intends (shared global registry, structural instanceof), and the two never wrap each other.
 */
function zodMiniCopy(): Plugin {
  return {
    name: 'zod-mini-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const inCopy = importer?.endsWith(MINI_COPY);
      if (source !== 'zod/mini' && !inCopy) return null;
      const from = inCopy ? importer!.slice(0, -MINI_COPY.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes('/node_modules/zod/'))
        return resolved;
      return { ...resolved, id: resolved.id + MINI_COPY };
    },
    load(id) {
      return id.endsWith(MINI_COPY) ? readFile(id.slice(0, -MINI_COPY.length), 'utf8') : null;
    },
  };
}

/** What every signed-in page loads: preloadSignedIn (app/lazy-routes.ts) starts both at sign-in. */
const SIGNED_IN_ROOTS = [
  /[\\/]src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/,
  /[\\/]src[\\/]screens[\\/]dashboard[\\/]components[\\/]dashboard-page\.tsx$/,
];
/** The two halves of the first page (app/entry-routes.ts): a visitor's landing page, the rest. */
const LANDING_SCREEN = /[\\/]src[\\/]app[\\/]landing-screen\.tsx$/;
const ROUTED_APP = /[\\/]src[\\/]app[\\/]app\.tsx$/;

/** What a visitor loads (preloadFirstPage, links): these must not pull in the signed-in chunk. */
const SIGNED_OUT_ROOTS = [
  // The landing page without the router, and the router with the modules' route trees, which a
  // visitor's sign-in and document pages need (app/entry-routes.ts).
  LANDING_SCREEN,
  ROUTED_APP,
  /[\\/]src[\\/]features[\\/]landing[\\/]components[\\/]landing-page\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]auth\.tsx$/,
  /[\\/]src[\\/]features[\\/]legal[\\/]components[\\/]/,
  /[\\/]src[\\/]components[\\/]ui[\\/]toaster\.tsx$/,
];

/**
 * Collects the modules of the signed-in shell (the roots' static imports, less what a visitor's
 * pages import too), so they ship as one file instead of many small ones: each file costs a
 * request and compresses on its own (about 10 KB gzip of the shell's download when measured).
 * Also collects the first file's modules (the entry's static imports) and the icons a visitor's
 * pages share with signed-in pages, which would otherwise each come as a tiny file of its own
 * (together about 1.7 KB gzip of the landing page's first download when measured).
 */
function signedInChunk(): {
  plugin: Plugin;
  modules: Set<string>;
  initial: Set<string>;
  routed: Set<string>;
  shared: Set<string>;
} {
  const modules = new Set<string>();
  const initial = new Set<string>();
  const routed = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'signed-in-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reachFrom = (queue: string[]) => {
        const seen = new Set<string>();
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const reach = (roots: RegExp[]) =>
        reachFrom(ids.filter((id) => roots.some((root) => root.test(id))));
      const signedOut = reach(SIGNED_OUT_ROOTS);
      for (const id of reachFrom(ids.filter((id) => this.getModuleInfo(id)?.isEntry)))
        initial.add(id);
      // An icon a visitor's page shares with a signed-in page would otherwise ship as a file of
      // its own, a few hundred bytes each; in the first file it costs less than its request.
      for (const id of signedOut) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (LUCIDE_ICON.test(id) && importers.some((importer) => !signedOut.has(importer)))
          initial.add(id);
      }
      // The router and the modules' route trees, which every page but a visitor's landing page
      // loads, come as one file too instead of a dozen small ones; what the landing page needs of
      // it stays out, or the landing page would load the router.
      const landing = reach([LANDING_SCREEN]);
      const routedReach = reach([ROUTED_APP]);
      const signedInReach = reach(SIGNED_IN_ROOTS);
      // What the landing page shares with the signed-in pages (the skip link, the avatar, an
      // icon) is a few hundred bytes a module: in the first file, not a file each.
      for (const id of landing) if (routedReach.has(id) || signedInReach.has(id)) initial.add(id);
      for (const id of routedReach) if (!initial.has(id) && !landing.has(id)) routed.add(id);
      // The roots keep files of their own (the lazy imports load those, which import this
      // chunk): grouped without their dependencies, rolldown emits facades that export nothing.
      const roots = new Set(ids.filter((id) => SIGNED_IN_ROOTS.some((root) => root.test(id))));
      for (const id of signedInReach) if (!signedOut.has(id) && !roots.has(id)) modules.add(id);
      // What the signed-in pages share with a visitor's (the data client, cn, a few controls):
      // one file, not a file each (about six on every signed-in page). Only modules whose own
      // imports are all in the first file, the router's file, the data library or this set, so
      // loading it never brings anything more along (a module leading to the forms' classic zod
      // would put that in every first page).
      for (const id of signedInReach)
        if (signedOut.has(id) && !landing.has(id) && !initial.has(id) && !routed.has(id))
          if (id.startsWith(WEB_SRC)) shared.add(id);
      const fits = (id: string) =>
        shared.has(id) || initial.has(id) || routed.has(id) || SHARED_VENDOR.test(id);
      for (let changed = true; changed;) {
        changed = false;
        for (const id of shared)
          if (!(this.getModuleInfo(id)?.importedIds ?? []).every(fits)) {
            shared.delete(id);
            changed = true;
          }
      }
    },
  };
  return { plugin, modules, initial, routed, shared };
}

/**
 * The data-fetching library, which every signed-in page and the sign-in page load, in one file:
 * left to itself the bundler cuts it into several files by which lazy pages import which part
 * (the flashcards and focus timer pages made it 6 files), each compressed on its own (about 2 KB
 * gzip of the signed-in shell's download when measured).
 */
const SHARED_VENDOR = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

const CONTRACT_PARTS =
  /[\\/]packages[\\/](schemas[\\/]src[\\/](modules[\\/][a-z-]+[\\/](contract|responses)\.ts|modules[\\/]contracts\.generated\.ts|realtime\.ts|undo-responses\.ts))$/;

const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

const WEB_SRC = path.resolve(import.meta.dirname, 'src');
const signedIn = signedInChunk();

/**
 * The files a page's code is in (PAGE_CODE, src/app/first-reads.ts): the files holding its source
 * files and all they import, less the first file and what it imports, which index.html loads.
 */
function pageFiles(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const withImports = (roots: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const queue = roots.map(({ fileName }) => fileName);
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const chunk = bundle[file];
      if (seen.has(file) || chunk?.type !== 'chunk') continue;
      seen.add(file);
      queue.push(...chunk.imports);
    }
    return seen;
  };
  const first = withImports(chunks.filter((chunk) => chunk.isEntry));
  const src = path.resolve(import.meta.dirname, 'src');
  const chunkOf = (file: string) => {
    const id = path.join(src, file);
    const chunk = chunks.find(({ moduleIds }) => moduleIds.includes(id));
    // A renamed or moved page would otherwise drop out of the plan unnoticed.
    if (!chunk) throw new Error(`first-reads.ts names ${file}, which no file of the build holds`);
    return chunk;
  };
  return Object.fromEntries(
    Object.entries(PAGE_CODE).map(([page, files]) => [
      page,
      [...withImports(files.map(chunkOf))].filter((file) => !first.has(file)).map((f) => `/${f}`),
    ]),
  );
}

/** The plan of each page's first reads and code, for the server (src/app/first-reads.ts). */
const firstReadsPlan: Plugin = {
  name: 'first-reads-plan',
  apply: 'build',
  generateBundle(_options, bundle) {
    this.emitFile({
      type: 'asset',
      fileName: 'first-reads.json',
      source: JSON.stringify({ ...FIRST_READS_PLAN, code: pageFiles(bundle) }),
    });
  },
};

/**
 * The installable app: the web app manifest, and the service worker (service-worker/sw.ts) built
 * with the list of the build's files to keep for offline use. lib/service-worker.ts registers it.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Assignd',
    short_name: 'Assignd',
    description: 'A student planner for classes, assignments, exams and your class schedule.',
    // Picks the phone's own screens on a phone, the desktop's elsewhere (features/push/launch).
    start_url: '/launch',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // Source maps and the precompressed copies are the server's business, not the device's.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
  },
});

export default defineConfig({
  plugins: [zodMiniCopy(), signedIn.plugin, firstReadsPlan, react(), tailwindcss(), installableApp],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The polyfill handles <link rel="modulepreload"> tags in index.html, and the entry is one file
    // so there are none; lazy pages' files are preloaded by Vite's helper, which falls back to
    // rel="preload" by itself. It only cost every visitor about 0.2 KB gzip of the first file.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: left to itself the bundler splits tiny
        // shared modules (React's JSX runtime, clsx, the icon base) into files of their own,
        // which every page then pays for in requests and lost compression.
        codeSplitting: {
          groups: [
            { name: 'app', test: (id) => signedIn.initial.has(id) },
            {
              name: 'routed',
              test: (id) => signedIn.routed.has(id),
              // The landing page's parts that the router's pages share stay out (see above).
              includeDependenciesRecursively: false,
            },
            { name: 'vendor', test: SHARED_VENDOR, includeDependenciesRecursively: false },
            {
              name: 'signed-in',
              test: (id) => signedIn.modules.has(id),
              // A visitor's pages share some of these modules' imports (cn, Radix parts): those
              // stay in their own files, and the set above is closed under everything else.
              includeDependenciesRecursively: false,
            },
            {
              name: 'shared',
              test: (id) => signedIn.shared.has(id),
              includeDependenciesRecursively: false,
            },
            {
              // The contract's answer schemas of each module, the realtime and undo answers and
              // the terms rule: the sign-in page shares them, so the bundler gave each a file of
              // its own, and every one is on the dashboard's way to its first paint (Lighthouse
              // measured 0.3 s more LCP with two modules' worth). One file, no classic zod.
              name: 'contracts',
              test: CONTRACT_PARTS,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
