import { previewPastedCards, parsePastedCards } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import {
  importTextOf,
  learnedPercent,
  SESSION_START,
  sessionReducer,
  type SessionAction,
} from './study-session';

describe('sessionReducer', () => {
  const run = (actions: SessionAction[]) => actions.reduce(sessionReducer, SESSION_START);
  const next = { type: 'next', total: 2 } as const;
  const reveal = { type: 'reveal' } as const;

  it.each([
    ['starts on the first card, answer hidden', [], { index: 0, revealed: false, finished: false }],
    ['shows the answer', [reveal], { index: 0, revealed: true, finished: false }],
    ['does not move on before the answer shows', [next], SESSION_START],
    [
      'moves on to the next card, hidden',
      [reveal, next],
      { index: 1, revealed: false, finished: false },
    ],
    [
      'finishes after the last card',
      [reveal, next, reveal, next],
      { index: 1, revealed: true, finished: true },
    ],
    [
      'stays finished',
      [reveal, next, reveal, next, reveal, next],
      { index: 1, revealed: true, finished: true },
    ],
  ] as const)('%s', (_name, actions, expected) => {
    expect(run([...actions])).toEqual(expected);
  });

  it('finishes a one-card run on its first next', () => {
    expect(run([reveal, { type: 'next', total: 1 }]).finished).toBe(true);
  });
});

describe('learnedPercent', () => {
  it.each([
    [{ cardCount: 0, dueCount: 0, newCount: 0 }, 0],
    [{ cardCount: 4, dueCount: 0, newCount: 4 }, 0],
    [{ cardCount: 4, dueCount: 1, newCount: 1 }, 50],
    [{ cardCount: 3, dueCount: 0, newCount: 0 }, 100],
    [{ cardCount: 3, dueCount: 0, newCount: 1 }, 67],
  ])('%o is %i%', (set, percent) => {
    expect(learnedPercent(set)).toBe(percent);
  });
});

describe('importTextOf', () => {
  it('keeps the lines that make cards, which the server reads back as the same cards', () => {
    const pasted = ['hola - hello', 'broken line', 'a, b\tc - d', 'Paris, France, Europe'].join(
      '\n',
    );
    const text = importTextOf(previewPastedCards(pasted, 100));
    expect(text).toBe('hola\thello\na, b\tc - d\nParis\tFrance, Europe');
    const parsed = parsePastedCards(text);
    expect(parsed.ok && parsed.cards.map(({ front, back }) => [front, back])).toEqual([
      ['hola', 'hello'],
      ['a, b', 'c - d'],
      ['Paris', 'France, Europe'],
    ]);
  });
});
