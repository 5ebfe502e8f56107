import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';
import { useAssignments } from '@/features/assignments/api/assignments';
import { useTerms } from '@/features/terms/api/terms';
import { useServerGrades } from '../api/grades';
import { formatGpa, formatLetter, formatPercent } from '../utils/format';

/** The classes the card lists at most; the Grades screen has them all. */
const SHOWN = 4;

/** The dashboard's glance at grades: term GPA and the classes with a grade, as the server has them. */
export function DashboardGradesCard({ className }: { className?: string }) {
  const headingId = useId();
  const appPath = useAppPath();
  const grades = useServerGrades();
  const report = grades.data;
  const classes = useClasses(classesById);
  // The figures follow the student's work: read again when their grades or classes change here
  // or on another device (those lists are kept by realtime).
  const { refetch } = grades;
  const worked = useAssignments().dataUpdatedAt;
  const filed = classes.dataUpdatedAt;
  const termed = useTerms().dataUpdatedAt;
  const seen = useRef(`${worked}:${filed}:${termed}`);
  useEffect(() => {
    const now = `${worked}:${filed}:${termed}`;
    if (now === seen.current) return;
    seen.current = now;
    void refetch();
  }, [refetch, worked, filed, termed]);
  const graded = useMemo(
    () =>
      (report?.classes ?? [])
        .filter((row) => row.percent !== null)
        .flatMap((row) => {
          const schoolClass = classes.data?.get(row.classId);
          return schoolClass ? [{ row, schoolClass }] : [];
        }),
    [report, classes.data],
  );
  // Drawn once its figures are in, below everything else: nothing above it moves (layout shift).
  if (report === undefined) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={headingId} className="flex items-center gap-2">
          <ChartNoAxesColumn aria-hidden="true" className="text-primary size-5" />
          Grades
        </CardTitle>
        <Link to={appPath('/grades')} className="text-primary text-sm font-medium hover:underline">
          All grades
        </Link>
      </CardHeader>
      <CardContent className="grid gap-3">
        {graded.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Add a grade to an assignment to see where you stand.
          </p>
        ) : (
          <>
            <p className="text-sm">
              Term GPA{' '}
              <span className="text-lg font-semibold tabular-nums">
                {formatGpa(report.gpa.unweighted)}
              </span>
              <span className="text-muted-foreground">
                {' '}
                · weighted {formatGpa(report.gpa.weighted)}
              </span>
            </p>
            <ul className="grid gap-2" aria-label="Class grades">
              {graded.slice(0, SHOWN).map(({ row, schoolClass }) => (
                <li key={row.classId} className="flex items-center gap-2 text-sm">
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: schoolClass.color }}
                  />
                  <span className="min-w-0 flex-1 truncate">{schoolClass.name}</span>
                  <span className="font-medium tabular-nums">{formatPercent(row.percent)}</span>
                  <span className="text-muted-foreground w-7 text-right font-medium">
                    {formatLetter(row.letter)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
