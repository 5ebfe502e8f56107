import { describe, expect, it } from 'vitest';
import { FLASHCARD_IMPORT_MAX_CARDS, FLASHCARD_SIDE_MAX } from './flashcard-constants';
import { parsePastedCards, previewPastedCards } from './flashcard-import';

describe('parsePastedCards', () => {
  it.each([
    ['a tab', 'hablar\tto speak', { front: 'hablar', back: 'to speak' }],
    ["' - '", 'H2O - water', { front: 'H2O', back: 'water' }],
    ['the first comma', 'Paris, France, Europe', { front: 'Paris', back: 'France, Europe' }],
    ['a tab before a comma', 'a, b\tc - d', { front: 'a, b', back: 'c - d' }],
    ["' - ' before a comma", 'x, y - z', { front: 'x, y', back: 'z' }],
    [
      'a hyphen without spaces is not a separator',
      'well-known, famous',
      { front: 'well-known', back: 'famous' },
    ],
    ['sides are trimmed', '  cat \t  gato  ', { front: 'cat', back: 'gato' }],
  ])('splits on %s', (_name, line, card) => {
    expect(parsePastedCards(line)).toEqual({ ok: true, cards: [{ ...card, line: 1 }] });
  });

  it('skips blank lines and keeps line numbers of the text', () => {
    const text = '\nuno - one\r\n   \r\ndos - two\rtres - three\n';
    expect(parsePastedCards(text)).toEqual({
      ok: true,
      cards: [
        { front: 'uno', back: 'one', line: 2 },
        { front: 'dos', back: 'two', line: 4 },
        { front: 'tres', back: 'three', line: 5 },
      ],
    });
  });

  it('rejects every line that is not a card, with its line number', () => {
    const text = ['good - card', 'no separator here', '', ' - no front', 'no back,  '].join('\n');
    expect(parsePastedCards(text)).toEqual({
      ok: false,
      tooMany: false,
      rejected: [
        { line: 2, reason: "No tab, ' - ' or comma between front and back" },
        { line: 4, reason: 'The front is empty' },
        { line: 5, reason: 'The back is empty' },
      ],
    });
  });

  it('rejects a side over the length limit', () => {
    const long = 'x'.repeat(FLASHCARD_SIDE_MAX + 1);
    expect(parsePastedCards(`ok\t${'y'.repeat(FLASHCARD_SIDE_MAX)}\n${long}\tback`)).toEqual({
      ok: false,
      tooMany: false,
      rejected: [{ line: 2, reason: `Each side must be at most ${FLASHCARD_SIDE_MAX} characters` }],
    });
  });

  it(`takes ${FLASHCARD_IMPORT_MAX_CARDS} cards and refuses one more`, () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `front ${i} - back ${i}`).join('\n');
    const most = parsePastedCards(lines(FLASHCARD_IMPORT_MAX_CARDS));
    expect(most.ok && most.cards.length).toBe(FLASHCARD_IMPORT_MAX_CARDS);
    expect(parsePastedCards(lines(FLASHCARD_IMPORT_MAX_CARDS + 1))).toEqual({
      ok: false,
      tooMany: true,
      rejected: [],
    });
  });

  it('names at most 20 rejected lines', () => {
    const parsed = parsePastedCards(Array.from({ length: 50 }, () => 'nothing').join('\n'));
    expect(parsed.ok === false && parsed.rejected.length).toBe(20);
  });

  it('has no cards in blank text', () => {
    expect(parsePastedCards(' \n\t\n')).toEqual({ ok: true, cards: [] });
  });
});

describe('previewPastedCards', () => {
  it('reads every non-blank line as the import does, keeping the skipped ones as typed', () => {
    const text = ['uno - one', '', 'no separator', 'dos\tdos', ' - no front'].join('\n');
    expect(previewPastedCards(text, 10)).toEqual([
      { ok: true, front: 'uno', back: 'one', line: 1 },
      {
        ok: false,
        line: 3,
        text: 'no separator',
        reason: "No tab, ' - ' or comma between front and back",
      },
      { ok: true, front: 'dos', back: 'dos', line: 4 },
      { ok: false, line: 5, text: ' - no front', reason: 'The front is empty' },
    ]);
  });

  it('stops at the limit', () => {
    const text = Array.from({ length: 50 }, (_, index) => `q${index} - a${index}`).join('\n');
    const lines = previewPastedCards(text, 3);
    expect(lines.map((line) => line.line)).toEqual([1, 2, 3]);
  });

  it('reads nothing from blank text', () => {
    expect(previewPastedCards(' \n\t\n', 10)).toEqual([]);
  });
});
