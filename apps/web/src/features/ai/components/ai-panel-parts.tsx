import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The heading of an AI tool's first card: its icon and name, and what it does. */
export function AiToolHeader({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The description under the title. */
  children: ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <Icon aria-hidden="true" className="text-primary size-5" />
        {title}
      </CardTitle>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  );
}

/** What a tool that works on the student's assignments shows when they could not be loaded. */
export function AssignmentsLoadError({
  onRetry,
  touch,
}: {
  onRetry: () => void;
  touch: boolean | undefined;
}) {
  return (
    <LoadError message="Your assignments could not be loaded." onRetry={onRetry} touch={touch} />
  );
}
