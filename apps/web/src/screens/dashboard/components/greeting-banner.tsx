import { greeting } from '@assignd/core';
import type { Profile } from '@assignd/schemas';
import { formatEnglishWeekdayDate } from '@/lib/format-date';

interface Props {
  /**
   * Undefined while the profile loads: the name then waits as a placeholder, since the e-mail's
   * local part in its place, often longer than the first name, wrapped onto a second line and
   * moved the page when the name came (Lighthouse, issue 27). Null when it could not be loaded:
   * the greeting then uses the session's e-mail.
   */
  profile: Profile | null | undefined;
  email: string;
}

export function GreetingBanner({ profile, email }: Props) {
  const now = new Date();
  const subject = profile
    ? { firstName: profile.firstName, displayName: profile.displayName, email: profile.email }
    : { email };
  const [salutation] = greeting(now, subject).split(', ', 1);
  return (
    <section
      aria-labelledby="greeting"
      className="relative isolate overflow-hidden rounded-2xl from-brand-from via-brand-from to-brand-to shadow-brand-from/20 bg-gradient-to-br px-6 py-8 text-white shadow-lg sm:px-8 sm:py-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 left-1/3 -z-10 size-48 rounded-full bg-white/10 blur-2xl"
      />
      <p className="text-sm font-medium text-white/80">{formatEnglishWeekdayDate(now)}</p>
      <h1
        id="greeting"
        className="mt-2 text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl"
      >
        {profile === undefined ? (
          <>
            {salutation},{' '}
            <span className="inline-block h-[0.8em] w-24 animate-pulse rounded-md bg-white/25 align-baseline" />
          </>
        ) : (
          greeting(now, subject)
        )}
      </h1>
      <p className="mt-2 max-w-xl text-white/85">
        Here's your planner for today. Let's make it a productive one.
      </p>
    </section>
  );
}
