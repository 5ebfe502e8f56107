import { ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';

interface Props {
  title: string;
  /** The full page that already does this job; `:classId` is filled from the route. */
  fullPath: string;
}

/** Stands in for a phone or tablet page not built yet, pointing at the full page instead. */
export function DevicePlaceholder({ title, fullPath }: Props) {
  const { classId = '' } = useParams();
  const to = fullPath.replace(':classId', encodeURIComponent(classId));
  return (
    <div className="mx-auto grid max-w-md gap-3 p-6 text-center">
      <title>{`${title} - Assignd`}</title>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground text-sm">
        This screen does not have a touch layout yet. Everything works on the full page.
      </p>
      <Link
        to={to}
        className="text-primary inline-flex min-h-11 items-center justify-center gap-2 font-medium underline-offset-4 hover:underline"
      >
        Open the full {title} page
        <ExternalLink aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
