import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { buttonVariants } from '@/components/ui/button';
import { PlainLink } from '@/components/plain-link';

const PROMISES = ['No credit card required', 'Free forever', '2-minute setup'] as const;

export function CtaSection({ onIntentToSignUp }: { onIntentToSignUp: () => void }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 px-6 py-14 text-center text-white shadow-xl shadow-indigo-600/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -left-16 -z-10 size-72 rounded-full bg-white/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -right-10 -bottom-24 -z-10 size-72 rounded-full bg-violet-400/30 blur-3xl"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Take control of your semester today
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-indigo-100">
          Join thousands of students who plan smarter, stress less and hand in their work on time.
        </p>
        <PlainLink
          to="/auth?mode=signup"
          onPointerEnter={onIntentToSignUp}
          onFocus={onIntentToSignUp}
          className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'mt-8' })}
        >
          Create your free account
          <ArrowRight aria-hidden="true" className="size-4" />
        </PlainLink>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-indigo-100 sm:flex-row sm:gap-8">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-white" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
