import type { SchoolClass } from '@assignd/schemas';
import {
  ArrowLeft,
  CircleCheck,
  ClipboardList,
  Clock,
  DoorOpen,
  Pencil,
  Plus,
  SearchX,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { classesById, useClasses } from '@/api/classes';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
} from '@/components/assignments/assignment-dialog';
import { ClassForm } from '@/components/classes/class-form';
import { ClassIconTile, classTint } from '@/components/classes/class-icon';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAppPath } from '@/hooks/use-app-path';
import { ClassAssignmentItem } from './class-assignment-item';
import { useClassDetail } from '../hooks/use-class-detail';
import { ClassProgress } from './class-progress';

const backLink =
  'text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium focus-visible:ring-2 focus-visible:outline-none';

export function ClassDetailPage() {
  const { classId = '' } = useParams();
  const classes = useClasses(classesById);
  const schoolClass = classes.data?.get(classId);

  if (!classes.data) {
    return (
      <Page>
        {classes.isError ? (
          <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-12 text-center text-sm">
            This class could not be loaded.{' '}
            <Button variant="link" onClick={() => void classes.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div role="status" aria-label="Loading class" className="grid gap-6">
            <div className="bg-muted h-36 animate-pulse rounded-2xl" />
            <div className="grid gap-4 @lg:grid-cols-3">
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
  const appPath = useAppPath();
  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <Link to={appPath('/classes')} className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Classes
      </Link>
      {children}
    </div>
  );
}

function ClassNotFound() {
  const appPath = useAppPath();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-16 text-center">
      <title>Class Not Found - Assignd</title>
      <div className="flex flex-col items-center">
        <span
          aria-hidden="true"
          className="bg-muted text-muted-foreground flex size-16 items-center justify-center rounded-2xl"
        >
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Class Not Found</h1>
        <p className="text-muted-foreground mt-2 max-w-sm">
          This class does not exist or has been deleted.
        </p>
        <Link to={appPath('/classes')} className={buttonVariants({ className: 'mt-6' })}>
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
        <Card>
          <CardHeader>
            <h1 className="text-lg leading-tight font-semibold tracking-tight">Edit Class</h1>
            <CardDescription>Change the name, teacher, room, colour or icon.</CardDescription>
          </CardHeader>
          <CardContent>
            <ClassForm
              className="max-w-2xl"
              schoolClass={schoolClass}
              autoFocus
              onSaved={closeForm}
              onCancel={closeForm}
            />
          </CardContent>
        </Card>
      ) : (
        <Card
          className="relative overflow-hidden"
          style={{
            backgroundImage: `linear-gradient(135deg, ${classTint(color, 14)}, transparent 65%)`,
          }}
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 w-1.5"
            style={{ backgroundColor: color }}
          />
          <div className="flex flex-col gap-5 p-5 pl-6 sm:p-6 sm:pl-7 @2xl:flex-row @2xl:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <ClassIconTile icon={icon} color={color} size="lg" />
              <div className="min-w-0">
                <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
                  {name}
                </h1>
                <div className="text-muted-foreground mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <span className="inline-flex min-w-0 items-center gap-1.5">
                    <UserRound aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">Teacher: </span>
                    <span className="truncate">{teacher ?? 'No teacher'}</span>
                  </span>
                  <span className="inline-flex min-w-0 items-center gap-1.5">
                    <DoorOpen aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{room ? `Room ${room}` : 'No room'}</span>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full ring-1 ring-black/10 dark:ring-white/20"
                      style={{ backgroundColor: color }}
                    />
                    <span className="sr-only">Colour </span>
                    <span className="font-mono text-xs uppercase">{color}</span>
                  </span>
                </div>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button ref={editButton} variant="outline" aria-label="Edit class" onClick={openForm}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <Button
                onClick={addAssignment}
                onPointerEnter={preloadAssignmentDialog}
                onFocus={preloadAssignmentDialog}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add Assignment
              </Button>
            </div>
          </div>
          {counts && counts.total > 0 && (
            <div className="flex items-center gap-3 border-t px-5 py-3 pl-6 sm:px-6 sm:pl-7">
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
        </Card>
      )}

      <section aria-label="Counts" className="grid gap-3 sm:gap-4 @lg:grid-cols-3">
        <StatCard
          label="Total Assignments"
          value={counts?.total ?? missing}
          icon={ClipboardList}
          tone="primary"
        />
        <StatCard
          label="Completed"
          value={counts?.completed ?? missing}
          icon={CircleCheck}
          tone="success"
        />
        <StatCard label="Pending" value={counts?.pending ?? missing} icon={Clock} tone="warning" />
      </section>

      <section aria-labelledby="class-assignments" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="class-assignments" className="flex items-center gap-2 text-lg font-semibold">
            Assignments
            {mine && <Badge variant="secondary">{mine.length}</Badge>}
          </h2>
          {mine && mine.length > 0 && (
            <Button
              variant="soft"
              size="sm"
              onClick={addAssignment}
              onPointerEnter={preloadAssignmentDialog}
              onFocus={preloadAssignmentDialog}
            >
              <Plus aria-hidden="true" className="size-3.5" />
              Add Assignment
            </Button>
          )}
        </div>
        {!mine ? (
          assignments.isError ? (
            <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-12 text-center text-sm">
              The assignments could not be loaded.{' '}
              <Button variant="link" onClick={() => void assignments.refetch()}>
                Try again
              </Button>
            </p>
          ) : (
            <div role="status" aria-label="Loading assignments" className="grid gap-2">
              {[0, 1, 2].map((index) => (
                <div key={index} className="bg-muted h-20 animate-pulse rounded-xl" />
              ))}
            </div>
          )
        ) : mine.length === 0 ? (
          <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-4 py-12 text-center">
            <p className="font-medium">No assignments for this class yet</p>
            <p className="text-muted-foreground mt-1 text-sm">
              Add homework, tests and projects for {name} to see them here.
            </p>
            <Button
              variant="soft"
              className="mt-4"
              onClick={addAssignment}
              onPointerEnter={preloadAssignmentDialog}
              onFocus={preloadAssignmentDialog}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Assignment
            </Button>
          </div>
        ) : (
          <ul className="@container grid gap-2" aria-labelledby="class-assignments">
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
