import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A secret generated on first start and kept (mode 0600) in the data folder. */
export function persistentSecret(
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = generate();
  // Written whole to a private file, then linked into place: a server starting at the same moment
  // either wins the link or reads the complete secret of the one that did, never a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, secret + '\n', { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}
