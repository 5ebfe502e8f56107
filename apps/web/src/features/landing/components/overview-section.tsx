import ClipboardList from 'lucide-react/icons/clipboard-list';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: GraduationCap,
    title: 'Add your classes',
    text: 'Give each class a color, teacher and room, then set up a weekly or A/B-day rotating schedule.',
  },
  {
    icon: ClipboardList,
    title: 'Capture every assignment',
    text: 'Log homework, tests, quizzes, readings and projects with due dates in a few taps.',
  },
  {
    icon: LayoutDashboard,
    title: 'Follow your dashboard',
    text: "See what's overdue, which exams are coming up and today's classes the moment you sign in.",
  },
] as const;

export function OverviewSection() {
  return (
    <section aria-labelledby="overview-title" className="bg-surface border-y">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading
          id="overview-title"
          eyebrow="How it works"
          title="From syllabus to done in three steps"
          description="Assignd is a planner, a calendar and a class schedule in one, so nothing slips through the cracks."
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="bg-card relative rounded-2xl border p-6 shadow-xs">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/20">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span
                  aria-hidden="true"
                  className="text-4xl font-extrabold text-slate-500 dark:text-slate-400"
                >
                  0{index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
              <p className="text-muted-foreground mt-2 leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
