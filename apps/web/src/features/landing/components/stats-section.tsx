import Star from 'lucide-react/icons/star';
import { clsx } from 'clsx';

const STATS = [
  { value: '10,000+', label: 'Students' },
  { value: '99%', label: 'On-time completion' },
  { value: '2.5hrs', label: 'Saved weekly' },
  { value: '4.9', label: 'Rating', star: true },
] as const;

export function StatsSection() {
  return (
    <section aria-label="Assignd in numbers" className="mx-auto max-w-6xl px-4 sm:px-6">
      <dl className="bg-card grid grid-cols-2 overflow-hidden rounded-2xl border shadow-sm lg:grid-cols-4">
        {STATS.map((stat, index) => (
          <div
            key={stat.label}
            className={clsx(
              'flex flex-col items-center gap-1 px-4 py-6 text-center sm:py-8',
              index % 2 === 1 && 'border-l',
              index >= 2 && 'border-t lg:border-t-0',
              index === 2 && 'lg:border-l',
            )}
          >
            <dt className="text-muted-foreground order-2 text-sm">{stat.label}</dt>
            <dd className="order-1 flex items-center gap-1.5 text-3xl font-bold tracking-tight text-indigo-600 sm:text-4xl dark:text-indigo-400">
              {stat.value}
              {'star' in stat && (
                <Star aria-hidden="true" className="size-6 fill-amber-400 text-amber-400" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
