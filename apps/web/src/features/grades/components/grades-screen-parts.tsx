import type { Gpa } from '@assignd/core';
import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import CalendarRange from 'lucide-react/icons/calendar-range';
import Scale from 'lucide-react/icons/scale';
import { Link } from 'react-router';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TermSwitcher } from '@/features/terms/public/term-switcher';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';
import { TODAY_VIEW, type GradedClass, type GradesScreen } from '../hooks/use-grades-screen';
import { formatGpa, formatLetter, formatPercent } from '../utils/format';
import { TrendLine } from './trend-line';

/** Which classes the screen shows: today's, or a term's (past terms are read here). */
export function GradesTermSwitcher({ screen, touch }: { screen: GradesScreen; touch?: boolean }) {
  return (
    <TermSwitcher
      value={screen.view}
      onChange={screen.setView}
      terms={screen.terms}
      current={screen.current}
      touch={touch}
    />
  );
}

/** Terms and Grade scale: the screen's two settings. */
export function GradesActions({ screen, touch }: { screen: GradesScreen; touch?: boolean }) {
  const size = touch ? 'min-h-11 px-3' : undefined;
  return (
    <div className={touch ? 'flex shrink-0 gap-2' : 'flex flex-wrap gap-2'}>
      <Button variant="outline" className={size} onClick={() => screen.setTermsOpen(true)}>
        <CalendarRange aria-hidden="true" className="size-4" />
        Terms
      </Button>
      <Button
        variant="outline"
        className={size}
        aria-label={touch ? 'Grade scale' : undefined}
        onClick={() => screen.setScaleOpen(true)}
      >
        <Scale aria-hidden="true" className="size-4" />
        {touch ? 'Scale' : 'Grade scale'}
      </Button>
    </div>
  );
}

function GpaFigure({ label, gpa }: { label: string; gpa: Gpa | undefined }) {
  return (
    <Card role="group" aria-label={label} className="grid gap-1 p-4 sm:p-5">
      <p className="text-muted-foreground text-sm font-medium">{label}</p>
      <p className="text-3xl font-semibold tabular-nums">{formatGpa(gpa?.unweighted)}</p>
      <p className="text-muted-foreground text-sm">
        Weighted{' '}
        <span className="text-foreground font-medium tabular-nums">{formatGpa(gpa?.weighted)}</span>
      </p>
    </Card>
  );
}

/** The GPA of the classes shown and over every class. */
export function GpaSummary({ screen }: { screen: GradesScreen }) {
  const { report, view } = screen;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <GpaFigure label={view === TODAY_VIEW ? 'Term GPA' : 'GPA of this term'} gpa={report?.gpa} />
      <GpaFigure label="Cumulative GPA" gpa={report?.cumulative} />
    </div>
  );
}

function ClassGradeRow({ row, touch }: { row: GradedClass; touch?: boolean }) {
  const appPath = useAppPath();
  const { schoolClass, report } = row;
  const graded = report.gradedCount;
  return (
    <li>
      <Card className="relative flex items-center gap-3 overflow-hidden p-4 pl-5 sm:gap-4">
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 w-1"
          style={{ backgroundColor: schoolClass.color }}
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            <Link
              to={appPath(`/class/${encodeURIComponent(schoolClass.id)}`)}
              className="after:absolute after:inset-0 focus-visible:underline focus-visible:outline-none"
            >
              {schoolClass.name}
            </Link>
          </h2>
          <p className="text-muted-foreground text-sm">
            {graded === 0 ? 'No grades yet' : `${graded} ${graded === 1 ? 'grade' : 'grades'}`}
          </p>
        </div>
        {!touch && <TrendLine points={report.trend} color={schoolClass.color} />}
        <div className="text-right">
          <p className="text-lg font-semibold tabular-nums">{formatPercent(report.percent)}</p>
          <p className="text-muted-foreground text-sm font-medium">
            {report.letter ? (
              <>
                <span className="sr-only">Letter </span>
                {formatLetter(report.letter)}
              </>
            ) : (
              '—'
            )}
          </p>
        </div>
      </Card>
    </li>
  );
}

/** Each class's percent, letter and trend, or the state that says why there are none. */
export function ClassGradeList({ screen, touch }: { screen: GradesScreen; touch?: boolean }) {
  return (
    <AsyncContent
      data={screen.rows}
      failed={screen.failed}
      onRetry={screen.retry}
      errorMessage="Your grades could not be loaded."
      touch={touch}
      loading={
        <SkeletonList
          label="Loading grades"
          className="grid gap-3"
          itemClassName="h-20 rounded-2xl"
        />
      }
    >
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState
            icon={ChartNoAxesColumn}
            touch={touch}
            className="p-8"
            title={screen.view === TODAY_VIEW ? 'No classes yet' : 'No classes in this term'}
            description="Add a class, then a grade to an assignment, to see where you stand."
          />
        ) : (
          <div className="grid gap-3">
            {!screen.anyGraded && (
              <p
                className={cn('text-muted-foreground rounded-xl border border-dashed p-4 text-sm')}
              >
                Add a grade to an assignment to see where you stand: open a finished assignment and
                enter its points.
              </p>
            )}
            <ul className="grid gap-3" aria-label="Classes">
              {rows.map((row) => (
                <ClassGradeRow key={row.schoolClass.id} row={row} touch={touch} />
              ))}
            </ul>
          </div>
        )
      }
    </AsyncContent>
  );
}
