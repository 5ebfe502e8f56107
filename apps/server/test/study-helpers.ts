import type { Flashcard, StudySet } from '@assignd/schemas';
import { buyPlan } from './billing-helpers';
import type { TestApp } from './helpers';
import { bodyOf, student, type Student } from './planner-helpers';

/* What the flashcards API tests share. */

/** A student who bought the lifetime plan through the built-in checkout, so Pro never lapses. */
export async function proStudent(t: TestApp): Promise<Student> {
  const who = await student(t);
  await buyPlan(who.browser, 'lifetime');
  return who;
}

export async function newSet(who: Student, title = 'Spanish verbs'): Promise<StudySet> {
  return bodyOf<StudySet>(await who.browser.post('/api/study-sets', { title }));
}

export async function newCard(
  who: Student,
  setId: string,
  front = 'hablar',
  back = 'to speak',
): Promise<Flashcard> {
  return bodyOf<Flashcard>(
    await who.browser.post(`/api/study-sets/${setId}/flashcards`, { front, back }),
  );
}

export async function cardsOf(who: Student, setId: string): Promise<Flashcard[]> {
  return bodyOf<Flashcard[]>(await who.browser.get(`/api/study-sets/${setId}/flashcards`), 200);
}

export async function setsOf(who: Student): Promise<StudySet[]> {
  return bodyOf<StudySet[]>(await who.browser.get('/api/study-sets'), 200);
}
