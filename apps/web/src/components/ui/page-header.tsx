import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Props {
  title: string;
  description: string;
  /** The page's buttons and view switches, on the right. */
  children?: ReactNode;
  /** Tablet: the title stays at its phone size on a wide screen. */
  touch?: boolean;
}

/** A desktop or tablet page's title, one-line description and actions. */
export function PageHeader({ title, description, children, touch }: Props) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1
          className={
            touch
              ? 'text-2xl font-bold tracking-tight'
              : 'text-2xl font-bold tracking-tight sm:text-3xl'
          }
        >
          {title}
        </h1>
        <p className="text-muted-foreground mt-1">{description}</p>
      </div>
      {children}
    </header>
  );
}

/** A phone page's title, cut short if it must, and its one action on the right. */
export function PhonePageHeader({
  title,
  children,
  spacious,
}: {
  title: string;
  children: ReactNode;
  /** gap-3 between title and action instead of gap-2. */
  spacious?: boolean;
}) {
  return (
    <header className={cn('flex items-center justify-between', spacious ? 'gap-3' : 'gap-2')}>
      <h1 className="min-w-0 truncate text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </header>
  );
}
