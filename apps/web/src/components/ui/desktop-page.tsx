import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface Props {
  /** The page's name, also in the browser tab ('Classes - Assignd'). */
  title: string;
  /** When given, the page opens with its header: the title, this line and `actions`. */
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A desktop page: a centred column that lays out by its own width, under the tab title. */
export function DesktopPage({ title, description, actions, children }: Props) {
  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>{`${title} - Assignd`}</title>
      {description !== undefined && (
        <PageHeader title={title} description={description}>
          {actions}
        </PageHeader>
      )}
      {children}
    </div>
  );
}
