import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/main.js, one level below the package
// root either way, so the same relative paths hold in development and in the build.
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));
