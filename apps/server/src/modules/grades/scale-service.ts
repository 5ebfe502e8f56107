import { DEFAULT_GRADE_SCALE } from '@assignd/core';
import type { GradeScaleAnswer } from '@assignd/schemas';
import type { Store } from '../../platform/store';
import { noticesOf, type Origin } from '../../realtime/changes';
import type { ScaleRepository } from './scale-repository';

const notice = noticesOf('grade_scales');

export const scaleAnswerOf = (stored: readonly number[] | undefined): GradeScaleAnswer => ({
  scale: stored ? stored.map((value) => value / 100) : [...DEFAULT_GRADE_SCALE],
  isDefault: stored === undefined,
});

export interface ScaleRepositories {
  gradeScales: ScaleRepository;
}

/** The student's letter scale; keyed by the student (its id on the wire is theirs). */
export function scaleService({ repositories, transact }: Store<ScaleRepositories>) {
  return {
    async get(userId: string): Promise<GradeScaleAnswer> {
      return scaleAnswerOf(await repositories.gradeScales.find(userId));
    },

    /** Saves the scale; the default one is stored as none, so a later default change reaches it. */
    save(userId: string, scale: readonly number[], origin: Origin): Promise<GradeScaleAnswer> {
      return transact(async ({ gradeScales, changes }) => {
        const hundredths = scale.map((value) => Math.round(value * 100));
        const isDefault = hundredths.every(
          (value, index) => value === Math.round((DEFAULT_GRADE_SCALE[index] ?? -1) * 100),
        );
        if (isDefault) await gradeScales.delete(userId);
        else await gradeScales.save(userId, hundredths);
        await changes.publish(notice(userId, 'update', userId, origin));
        return scaleAnswerOf(isDefault ? undefined : hundredths);
      });
    },
  };
}
