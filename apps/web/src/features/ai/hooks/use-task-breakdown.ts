import { toastError } from '@/api/mutation-helpers';
import { breakdownChoices, plural } from '@assignd/core';
import { LIMITS, type Assignment } from '@assignd/schemas';
import { useState } from 'react';
import { useAssignments, useCreateAssignment } from '@/features/assignments/api/assignments';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { notify } from '@/lib/notify';
import { errorMessage, useAiBreakdown } from '../api/ai';

/* Spec 8, AI; the added texts are ours. */
const failed = (message: string) => `Assignment Breakdown Error: ${message}`;
const DEFAULT_FAILURE = 'Failed to break down assignment';
const added = (count: number) =>
  `Added ${plural(count, 'step')} as ${count === 1 ? 'an assignment' : 'assignments'}`;

const incomplete = (list: Assignment[]) => list.filter((row) => !row.completed);

/**
 * Task Breakdown: pick one of the five incomplete assignments due soonest, or any other found by
 * its title or class, see its steps, and add the steps as assignments of their own (same class,
 * category and due date as the one broken down).
 */
export function useTaskBreakdown() {
  const assignments = useAssignments(incomplete);
  const { data: classes } = useClasses(classesById);
  const [search, setSearch] = useState('');
  const classNameOf = (assignment: Assignment) =>
    assignment.classId ? (classes?.get(assignment.classId)?.name ?? null) : null;
  // Sorted and searched again on each keystroke: well under a millisecond for a planner's rows.
  const choices = breakdownChoices(assignments.data ?? [], search, classNameOf);
  const breakdown = useAiBreakdown();
  const create = useCreateAssignment({ successMessage: false, errorMessage: false });
  const [selected, setSelected] = useState<Assignment | null>(null);
  const [adding, setAdding] = useState(false);
  const [addedFor, setAddedFor] = useState<string | null>(null);

  const pick = (assignment: Assignment) => {
    setSelected(assignment);
    setAddedFor(null);
    breakdown.reset();
    breakdown.mutate(assignment, {
      onError: (error) =>
        toastError(error, undefined, failed(errorMessage(error, DEFAULT_FAILURE))),
    });
  };

  async function addSteps() {
    const steps = breakdown.data?.breakdown ?? [];
    if (!selected || steps.length === 0) return;
    setAdding(true);
    let saved = 0;
    try {
      for (const step of steps) {
        await create.mutateAsync({
          title: `Step ${step.step}: ${step.title}`.slice(0, LIMITS.title),
          description: step.description,
          dueDate: selected.dueDate,
          classId: selected.classId,
          category: selected.category,
          completed: false,
        });
        saved += 1;
      }
      notify.success(added(saved));
      setAddedFor(selected.id);
    } catch {
      notify.error(
        `Failed to add assignment. Please try again. (${saved} of ${steps.length} added)`,
      );
    } finally {
      setAdding(false);
    }
  }

  return {
    assignments,
    choices,
    search,
    setSearch,
    classNameOf,
    selected,
    pick,
    result: breakdown.data,
    loading: breakdown.isPending,
    addSteps: () => void addSteps(),
    adding,
    added: selected !== null && addedFor === selected.id,
  };
}

export type TaskBreakdown = ReturnType<typeof useTaskBreakdown>;
