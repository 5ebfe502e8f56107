import ArrowRight from 'lucide-react/icons/arrow-right';
import Sparkles from 'lucide-react/icons/sparkles';
import { buttonVariants } from '@/components/ui/button';
import { DashboardPreview } from './dashboard-preview';
import { PlainLink } from '@/components/plain-link';

export function HeroSection({ onIntentToSignUp }: { onIntentToSignUp: () => void }) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,rgba(79,70,229,0.14),transparent)] dark:bg-[radial-gradient(60%_50%_at_50%_0%,rgba(99,102,241,0.22),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(100,116,139,0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgba(100,116,139,0.08)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:48px_48px]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div className="animate-fade-in text-center lg:text-left">
          <p className="bg-accent text-accent-foreground inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium">
            <Sparkles aria-hidden="true" className="size-4" />
            The planner built for students
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Stay on top of{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-violet-400">
              every assignment
            </span>
          </h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-xl text-lg text-pretty lg:mx-0">
            Assignd keeps your classes, assignments, exams and class schedule in one place, reminds
            you before things are due, and helps you plan the time to get them done.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <PlainLink
              to="/auth?mode=signup"
              onPointerEnter={onIntentToSignUp}
              onFocus={onIntentToSignUp}
              className={buttonVariants({ size: 'lg', className: 'shadow-indigo-600/30' })}
            >
              Start planning for free
              <ArrowRight aria-hidden="true" className="size-4" />
            </PlainLink>
            <PlainLink
              to="/#features"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              See what's inside
            </PlainLink>
          </div>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
