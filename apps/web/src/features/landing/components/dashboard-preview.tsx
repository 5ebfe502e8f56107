import BookOpen from 'lucide-react/icons/book-open';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CircleCheck from 'lucide-react/icons/circle-check';
import FlaskConical from 'lucide-react/icons/flask-conical';
import PenLine from 'lucide-react/icons/pen-line';

const ITEMS = [
  {
    title: 'Essay draft',
    course: 'English',
    badge: 'Due Today',
    tone: 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300',
    icon: PenLine,
    color: 'bg-rose-500',
  },
  {
    title: 'Problem set 4',
    course: 'Calculus',
    badge: 'Due Tomorrow',
    tone: 'bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-300',
    icon: BookOpen,
    color: 'bg-indigo-500',
  },
  {
    title: 'Lab report',
    course: 'Chemistry',
    badge: 'Due in 3 days',
    tone: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
    icon: FlaskConical,
    color: 'bg-emerald-500',
  },
] as const;

/** A drawn, non-interactive picture of the dashboard for the hero. */
export function DashboardPreview() {
  return (
    <div
      role="img"
      aria-label="Preview of the Assignd dashboard with upcoming assignments"
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 to-violet-200/40 blur-2xl dark:from-indigo-900/40 dark:to-violet-900/30"
      />
      <div className="bg-card overflow-hidden rounded-2xl border shadow-2xl shadow-slate-300/50 dark:shadow-none">
        <div className="bg-muted/60 flex items-center gap-1.5 border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-green-400" />
        </div>
        <div className="grid gap-4 p-4 sm:p-5">
          <div className="rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 p-4 text-white">
            <p className="text-xs text-indigo-100">Tuesday, October 14</p>
            <p className="mt-1 text-lg font-semibold">Good morning, Sam</p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-xl border p-3">
              <p className="text-muted-foreground text-xs">Overdue</p>
              <p className="mt-1 text-2xl font-bold">0</p>
            </div>
            <div className="rounded-xl border p-3">
              <p className="text-muted-foreground text-xs">Exams this week</p>
              <p className="mt-1 text-2xl font-bold">2</p>
            </div>
          </div>
          <ul className="grid gap-2">
            {ITEMS.map((item) => (
              <li key={item.title} className="flex items-center gap-3 rounded-xl border p-3">
                <span
                  className={`${item.color} flex size-9 shrink-0 items-center justify-center rounded-lg text-white`}
                >
                  <item.icon className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{item.title}</span>
                  <span className="text-muted-foreground block truncate text-xs">
                    {item.course}
                  </span>
                </span>
                <span
                  className={`${item.tone} shrink-0 rounded-full px-2 py-0.5 text-xs font-medium`}
                >
                  {item.badge}
                </span>
              </li>
            ))}
          </ul>
          <div className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
            <span className="flex items-center gap-1.5">
              <CalendarClock className="size-3.5" />
              Next: Biology, 10:15 AM
            </span>
            <span className="flex items-center gap-1.5 text-green-700 dark:text-green-400">
              <CircleCheck className="size-3.5" />4 done today
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
