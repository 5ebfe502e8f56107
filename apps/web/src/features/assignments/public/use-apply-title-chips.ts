import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import type { ChipField, ManualEdits } from './use-title-chips';

/** A form field the title fills, the chip it follows, and the value the title gives it now. */
export type ChipTarget<T extends FieldValues> = {
  [K in Path<T>]: readonly [ChipField, K, PathValue<T, K>];
}[Path<T>];

/**
 * Puts what the title names into the form's fields, each whenever its value changes, until the
 * student sets that chip's field by hand. Only changes are written, so the form re-renders once.
 */
export function useApplyTitleChips<T extends FieldValues>(
  setValue: UseFormSetValue<T>,
  manual: ManualEdits,
  targets: readonly ChipTarget<T>[],
) {
  const applied = useRef(new Map<string, unknown>());
  useEffect(() => {
    for (const [chip, name, value] of targets) {
      if (manual[chip] || (applied.current.has(name) && applied.current.get(name) === value)) {
        continue;
      }
      applied.current.set(name, value);
      setValue(name, value);
    }
  });
}
