import { useMemo, useState } from 'react';
import type { ClassReport, GradeReport } from '@assignd/core';
import type { SchoolClass, Term } from '@assignd/schemas';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { termsByStart } from '@/features/terms/api/terms';
import { CURRENT_TERM_VIEW } from '@/features/terms/public/term-switcher';
import { useCurrentTerm } from '@/features/terms/public/use-current-term';
import { useGradeReport } from './use-grade-report';

/** What the term switcher shows: the classes of today (terms containing it and none). */
export const TODAY_VIEW = CURRENT_TERM_VIEW;

export interface GradedClass {
  schoolClass: SchoolClass;
  report: ClassReport;
}

export interface GradesScreen {
  /** TODAY_VIEW or a term's id. */
  view: string;
  setView: (view: string) => void;
  terms: Term[];
  current: Term | null;
  report: GradeReport | undefined;
  /** The report's classes with their class, by name. */
  rows: GradedClass[] | undefined;
  failed: boolean;
  retry: () => void;
  /** Whether anything shown is graded (else the empty state teaches how to start). */
  anyGraded: boolean;
  termsOpen: boolean;
  setTermsOpen: (open: boolean) => void;
  scaleOpen: boolean;
  setScaleOpen: (open: boolean) => void;
}

const nameOrder = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The Grades screen's state: the term looked at, its figures and the dialogs. */
export function useGradesScreen(): GradesScreen {
  const [view, setView] = useState(TODAY_VIEW);
  const [termsOpen, setTermsOpen] = useState(false);
  const [scaleOpen, setScaleOpen] = useState(false);
  const { terms, current } = useCurrentTerm();
  const classes = useClasses(classesById);
  // A term deleted meanwhile (on another device) falls back to today's classes.
  const termId = view !== TODAY_VIEW && terms.some((term) => term.id === view) ? view : undefined;
  const report = useGradeReport(termId);
  const rows = useMemo(() => {
    if (!report || !classes.data) return undefined;
    const byId = classes.data;
    return report.classes
      .flatMap((row) => {
        const schoolClass = byId.get(row.classId);
        return schoolClass ? [{ schoolClass, report: row }] : [];
      })
      .sort((a, b) => nameOrder.compare(a.schoolClass.name, b.schoolClass.name));
  }, [report, classes.data]);
  return {
    view: termId ?? TODAY_VIEW,
    setView,
    terms: useMemo(() => termsByStart(terms), [terms]),
    current,
    report,
    rows,
    failed: classes.isError,
    retry: () => void classes.refetch(),
    anyGraded: (rows ?? []).some(({ report: row }) => row.gradedCount > 0),
    termsOpen,
    setTermsOpen,
    scaleOpen,
    setScaleOpen,
  };
}
