import { FLASHCARD_IMPORT_MAX_CARDS, FLASHCARD_SIDE_MAX } from './flashcard-constants';

interface PastedCard {
  front: string;
  back: string;
  /** 1-based line of the pasted text. */
  line: number;
}

interface RejectedLine {
  line: number;
  reason: string;
}

export type PastedCards =
  { ok: true; cards: PastedCard[] } | { ok: false; rejected: RejectedLine[]; tooMany: boolean };

// Tab first (what a spreadsheet copies), then ' - ' (a typed list), then a comma (a CSV line).
const SEPARATORS = ['\t', ' - ', ','] as const;
// A pasted chapter with every line wrong would otherwise answer with hundreds of reasons.
const REJECTED_SHOWN = 20;

function split(line: string): [string, string] | null {
  for (const separator of SEPARATORS) {
    const at = line.indexOf(separator);
    if (at >= 0) return [line.slice(0, at).trim(), line.slice(at + separator.length).trim()];
  }
  return null;
}

function problemOf(front: string, back: string): string | null {
  if (!front) return 'The front is empty';
  if (!back) return 'The back is empty';
  if (front.length > FLASHCARD_SIDE_MAX || back.length > FLASHCARD_SIDE_MAX) {
    return `Each side must be at most ${FLASHCARD_SIDE_MAX} characters`;
  }
  return null;
}

/** One non-blank pasted line: the card it makes, or why it makes none (with the line as typed). */
export type PastedLine = (PastedCard & { ok: true }) | (RejectedLine & { ok: false; text: string });

function readLine(raw: string, line: number): PastedLine {
  const sides = split(raw);
  if (!sides) {
    return { ok: false, line, text: raw, reason: "No tab, ' - ' or comma between front and back" };
  }
  const problem = problemOf(...sides);
  if (problem) return { ok: false, line, text: raw, reason: problem };
  return { ok: true, front: sides[0], back: sides[1], line };
}

function* pastedLines(text: string): Generator<PastedLine> {
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    if (raw.trim()) yield readLine(raw, index + 1);
  }
}

/**
 * Every non-blank line read as parsePastedCards reads it, for a preview that shows which lines
 * make cards and which would be skipped. Stops after `limit` lines, so a huge paste stays cheap.
 */
export function previewPastedCards(text: string, limit: number): PastedLine[] {
  const lines: PastedLine[] = [];
  for (const line of pastedLines(text)) {
    if (lines.length >= limit) break;
    lines.push(line);
  }
  return lines;
}

/**
 * Cards pasted one per line, front and back split by a tab, else ' - ', else the first comma.
 * Blank lines are skipped; every other line must make a card, or the whole paste is refused.
 */
export function parsePastedCards(text: string): PastedCards {
  const cards: PastedCard[] = [];
  const rejected: RejectedLine[] = [];
  for (const read of pastedLines(text)) {
    if (read.ok) cards.push({ front: read.front, back: read.back, line: read.line });
    else rejected.push({ line: read.line, reason: read.reason });
    if (cards.length > FLASHCARD_IMPORT_MAX_CARDS) {
      return { ok: false, rejected: rejected.slice(0, REJECTED_SHOWN), tooMany: true };
    }
  }
  if (rejected.length > 0) {
    return { ok: false, rejected: rejected.slice(0, REJECTED_SHOWN), tooMany: false };
  }
  return { ok: true, cards };
}
