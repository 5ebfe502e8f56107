import Bell from 'lucide-react/icons/bell';
import BellRing from 'lucide-react/icons/bell-ring';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import Clock from 'lucide-react/icons/clock';
import Cloud from 'lucide-react/icons/cloud';
import Sparkles from 'lucide-react/icons/sparkles';
import Zap from 'lucide-react/icons/zap';
import { SectionHeading } from './section-heading';

/*
 * Only what the app delivers: the spec's list also names a priority matrix, analytics and study
 * groups, which come back here as their features land (issue 28, item 4).
 */
const FEATURES = [
  {
    icon: Bell,
    title: 'Due-date reminders',
    text: 'Get a heads-up before deadlines sneak up, with clear Due Today and Due Tomorrow badges.',
  },
  {
    icon: Clock,
    title: 'Time tracking',
    text: 'Time your study sessions and see where your week actually goes.',
  },
  {
    icon: Zap,
    title: 'Quick capture',
    text: 'Add an assignment, exam or event in seconds, right from the calendar.',
  },
  {
    icon: CalendarSync,
    title: 'Calendar sync',
    text: 'Send your assignments to Google Calendar and see everything in one view.',
  },
  {
    icon: BellRing,
    title: 'Notifications',
    text: 'Stay in the loop when something changes, even on another device.',
  },
  {
    icon: Sparkles,
    title: 'AI parsing',
    text: 'Paste a syllabus or assignment sheet and let AI turn it into tasks.',
  },
  {
    icon: Cloud,
    title: 'Cloud sync',
    text: 'Your planner is saved online and ready on every device you use.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Everything in one place"
        title="All the tools you need to stay ahead"
        description="From the first day of class to finals week, Assignd keeps every deadline, class and study session organized."
      />
      <ul className="mt-12 grid gap-3 sm:mt-14 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="bg-card group flex gap-4 rounded-2xl border p-4 shadow-xs transition-all hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md sm:p-5 lg:block dark:hover:border-indigo-900"
          >
            <span className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-xl transition-colors group-hover:bg-indigo-600 group-hover:text-white">
              <feature.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold lg:mt-4">{feature.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm leading-relaxed lg:mt-1.5">
                {feature.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
