import type { SchoolClass } from '@assignd/schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ComponentType, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link, useParams } from 'react-router';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { AssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { useAppPath } from '@/hooks/use-app-path';
import { useClassDetail, type ClassDetail } from '../hooks/use-class-detail';
import { ClassNotFound } from './class-detail-parts';

/** What a device's view of a class page is given: the class and its screen hook's state. */
export interface ClassDetailViewProps {
  schoolClass: SchoolClass;
  detail: ClassDetail;
}

interface ScreenProps {
  touch?: boolean;
  view: ComponentType<ClassDetailViewProps>;
}

/**
 * A class's page on any device: the class named in the address, its loading, error and
 * not-found states, and the device's view once it has arrived.
 */
export function ClassDetailScreen({ touch, view }: ScreenProps) {
  const { classId = '' } = useParams();
  const classes = useClasses(classesById);
  const schoolClass = classes.data?.get(classId);

  if (!classes.data) {
    return (
      <ClassPageFrame touch={touch}>
        {classes.isError ? (
          <LoadError
            message="This class could not be loaded."
            onRetry={() => void classes.refetch()}
            touch={touch}
          />
        ) : (
          <div
            role="status"
            aria-label="Loading class"
            className={touch ? 'grid gap-4' : 'grid gap-6'}
          >
            <div className={clsx('bg-muted animate-pulse rounded-2xl', touch ? 'h-32' : 'h-36')} />
            <div className={touch ? 'grid grid-cols-3 gap-2' : 'grid gap-4 @lg:grid-cols-3'}>
              {[0, 1, 2].map((index) => (
                <div key={index} className="bg-muted h-20 animate-pulse rounded-2xl" />
              ))}
            </div>
          </div>
        )}
      </ClassPageFrame>
    );
  }
  if (!schoolClass) return <ClassNotFound touch={touch} />;
  return (
    <ClassPageFrame touch={touch}>
      <title>{`${schoolClass.name} - Assignd`}</title>
      {/* Keyed, so moving to another class starts with its form closed. */}
      <ClassDetailBody key={schoolClass.id} schoolClass={schoolClass} view={view} />
    </ClassPageFrame>
  );
}

function ClassDetailBody({
  schoolClass,
  view: View,
}: {
  schoolClass: SchoolClass;
  view: ComponentType<ClassDetailViewProps>;
}) {
  const detail = useClassDetail(schoolClass);
  return (
    <>
      <View schoolClass={schoolClass} detail={detail} />
      <AssignmentDialog state={detail.dialog} onClose={detail.closeDialog} />
    </>
  );
}

/** The page's padding and its link back to Classes; 44px tall on a phone. */
function ClassPageFrame({ touch, children }: { touch?: boolean; children: ReactNode }) {
  const appPath = useAppPath();
  return (
    <div
      className={
        touch
          ? 'grid gap-4 p-4 pt-2'
          : '@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8'
      }
    >
      <Link
        to={appPath('/classes')}
        className={clsx(
          'text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex w-fit items-center gap-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none',
          touch ? '-ml-2 min-h-11 rounded-lg px-2' : 'rounded-md',
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Classes
      </Link>
      {children}
    </div>
  );
}
