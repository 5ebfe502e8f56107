import type { SchoolClass } from '@assignd/schemas';
import { ArrowLeft, DoorOpen, Pencil, Plus, SearchX, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { classesById, useClasses } from '@/api/classes';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
} from '@/components/assignments/assignment-dialog';
import { ClassForm } from '@/components/classes/class-form';
import { ClassIconTile, classTint } from '@/components/classes/class-icon';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ClassAssignmentItem } from './class-assignment-item';
import { useClassDetail } from '../hooks/use-class-detail';
import { ClassProgress } from './class-progress';

const CLASSES_PATH = '/mobile/classes';

export function PhoneClassDetailPage() {
  const { classId = '' } = useParams();
  const classes = useClasses(classesById);
  const schoolClass = classes.data?.get(classId);

  if (!classes.data) {
    return (
      <Page>
        {classes.isError ? (
          <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-10 text-center text-sm">
            This class could not be loaded.{' '}
            <Button variant="link" className="min-h-11" onClick={() => void classes.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div role="status" aria-label="Loading class" className="grid gap-4">
            <div className="bg-muted h-32 animate-pulse rounded-2xl" />
            <div className="grid grid-cols-3 gap-2">
              {[0, 1, 2].map((index) => (
                <div key={index} className="bg-muted h-20 animate-pulse rounded-2xl" />
              ))}
            </div>
          </div>
        )}
      </Page>
    );
  }
  if (!schoolClass) return <ClassNotFound />;
  // Keyed, so moving to another class starts with its form closed.
  return <ClassDetail key={schoolClass.id} schoolClass={schoolClass} />;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-4 p-4 pt-2">
      <Link
        to={CLASSES_PATH}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring -ml-2 inline-flex min-h-11 w-fit items-center gap-1.5 rounded-lg px-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Classes
      </Link>
      {children}
    </div>
  );
}

function ClassNotFound() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-12 text-center">
      <title>Class not found - Assignd</title>
      <div className="flex flex-col items-center">
        <span
          aria-hidden="true"
          className="bg-muted text-muted-foreground flex size-14 items-center justify-center rounded-2xl"
        >
          <SearchX className="size-7" />
        </span>
        <h1 className="mt-4 text-xl font-bold tracking-tight">Class not found</h1>
        <p className="text-muted-foreground mt-1.5 max-w-xs text-sm">
          This class does not exist or has been deleted.
        </p>
        <Link to={CLASSES_PATH} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Classes
        </Link>
      </div>
    </div>
  );
}

function ClassDetail({ schoolClass }: { schoolClass: SchoolClass }) {
  const {
    now,
    assignments,
    mine,
    counts,
    missing,
    editing,
    openForm,
    closeForm,
    editButton,
    dialog,
    setDialog,
    closeDialog,
    addAssignment,
    onToggle,
  } = useClassDetail(schoolClass);
  const { name, color, icon, teacher, room } = schoolClass;

  return (
    <Page>
      <title>{`${name} - Assignd`}</title>

      {editing ? (
        <Card className="p-4">
          <h1 className="text-lg leading-tight font-semibold tracking-tight">Edit Class</h1>
          <p className="text-muted-foreground mt-1 mb-4 text-sm">
            Change the name, teacher, room, colour or icon.
          </p>
          {/* The form's buttons are sized for a mouse; a thumb needs 44px. */}
          <div className="[&_button]:min-h-11">
            <ClassForm
              schoolClass={schoolClass}
              autoFocus
              onSaved={closeForm}
              onCancel={closeForm}
            />
          </div>
        </Card>
      ) : (
        <Card
          className="relative overflow-hidden"
          style={{
            backgroundImage: `linear-gradient(135deg, ${classTint(color, 14)}, transparent 70%)`,
          }}
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 w-1.5"
            style={{ backgroundColor: color }}
          />
          <div className="grid gap-4 p-4 pl-5">
            <div className="flex min-w-0 items-center gap-3.5">
              <ClassIconTile icon={icon} color={color} size="lg" />
              <div className="min-w-0">
                <h1 className="text-xl leading-tight font-bold tracking-tight break-words">
                  {name}
                </h1>
                <div className="text-muted-foreground mt-1 grid gap-0.5 text-sm">
                  <span className="flex min-w-0 items-start gap-1.5">
                    <UserRound aria-hidden="true" className="mt-[3px] size-3.5 shrink-0" />
                    <span className="sr-only">Teacher: </span>
                    <span className="min-w-0 break-words">{teacher ?? 'No teacher'}</span>
                  </span>
                  <span className="flex min-w-0 items-start gap-1.5">
                    <DoorOpen aria-hidden="true" className="mt-[3px] size-3.5 shrink-0" />
                    <span className="min-w-0 break-words">{room ? `Room ${room}` : 'No room'}</span>
                  </span>
                  <span className="flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="mx-px size-3 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
                      style={{ backgroundColor: color }}
                    />
                    <span className="sr-only">Colour </span>
                    <span className="font-mono text-xs uppercase">{color}</span>
                  </span>
                </div>
              </div>
            </div>
            {counts && counts.total > 0 && (
              <div className="flex items-center gap-3">
                <ClassProgress
                  completed={counts.completed}
                  total={counts.total}
                  color={color}
                  label={`${name} progress`}
                  className="flex-1"
                />
                <span className="text-muted-foreground text-sm whitespace-nowrap tabular-nums">
                  {counts.completed} of {counts.total} done
                </span>
              </div>
            )}
            <div className="flex gap-2">
              <Button
                ref={editButton}
                variant="outline"
                className="min-h-11 flex-1"
                aria-label="Edit class"
                onClick={openForm}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <Button
                className="min-h-11 flex-[2]"
                onClick={addAssignment}
                onPointerDown={preloadAssignmentDialog}
                onFocus={preloadAssignmentDialog}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add Assignment
              </Button>
            </div>
          </div>
        </Card>
      )}

      <section aria-label="Counts" className="grid grid-cols-3 gap-2">
        <PhoneStat label="Total Assignments" value={counts?.total ?? missing} />
        <PhoneStat
          label="Completed"
          value={counts?.completed ?? missing}
          className="text-emerald-700 dark:text-emerald-300"
        />
        <PhoneStat
          label="Pending"
          value={counts?.pending ?? missing}
          className="text-amber-700 dark:text-amber-300"
        />
      </section>

      <section aria-labelledby="class-assignments" className="grid gap-3">
        <h2 id="class-assignments" className="flex items-center gap-2 text-lg font-semibold">
          Assignments
          {mine && <Badge variant="secondary">{mine.length}</Badge>}
        </h2>
        {!mine ? (
          assignments.isError ? (
            <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-10 text-center text-sm">
              The assignments could not be loaded.{' '}
              <Button
                variant="link"
                className="min-h-11"
                onClick={() => void assignments.refetch()}
              >
                Try again
              </Button>
            </p>
          ) : (
            <div role="status" aria-label="Loading assignments" className="grid gap-2">
              {[0, 1, 2].map((index) => (
                <div key={index} className="bg-muted h-24 animate-pulse rounded-xl" />
              ))}
            </div>
          )
        ) : mine.length === 0 ? (
          <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-4 py-10 text-center">
            <p className="font-medium">No assignments for this class yet</p>
            <p className="text-muted-foreground mt-1 text-sm">
              Tap Add Assignment to plan homework, tests and projects for {name}.
            </p>
          </div>
        ) : (
          // The desktop item's buttons are 32px tall; a thumb needs 44px.
          <ul
            className="@container grid gap-2 [&_button]:min-h-11"
            aria-labelledby="class-assignments"
          >
            {mine.map((assignment) => (
              <ClassAssignmentItem
                key={assignment.id}
                assignment={assignment}
                color={color}
                now={now}
                onToggle={onToggle}
                onEdit={(item) => setDialog({ mode: 'edit', assignment: item })}
                onEditIntent={preloadAssignmentDialog}
              />
            ))}
          </ul>
        )}
      </section>

      <AssignmentDialog state={dialog} onClose={closeDialog} />
    </Page>
  );
}

/** A compact counter, three to a row on a phone. */
function PhoneStat({
  label,
  value,
  className,
}: {
  label: string;
  /** undefined while loading, null when it could not be loaded. */
  value: number | null | undefined;
  className?: string;
}) {
  return (
    <Card role="group" aria-label={label} className="flex min-w-0 flex-col gap-1 px-3 py-3">
      <p className={cn('text-2xl leading-tight font-bold tabular-nums', className)}>
        {value === null ? (
          <span aria-label="Not available">–</span>
        ) : value === undefined ? (
          <span className="bg-muted inline-block h-6 w-8 animate-pulse rounded align-middle" />
        ) : (
          value
        )}
      </p>
      <p className="text-muted-foreground text-xs leading-snug font-medium">{label}</p>
    </Card>
  );
}
