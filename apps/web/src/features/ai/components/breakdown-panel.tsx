import type { AiBreakdownResult } from '@assignd/schemas';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Lightbulb from 'lucide-react/icons/lightbulb';
import ListChecks from 'lucide-react/icons/list-checks';
import ListPlus from 'lucide-react/icons/list-plus';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTaskBreakdown, type TaskBreakdown } from '../hooks/use-task-breakdown';
import { AssignmentsLoadError } from './ai-panel-parts';
import { BreakdownPicker } from './breakdown-picker';

const PRIORITY: Record<AiBreakdownResult['breakdown'][number]['priority'], BadgeVariant> = {
  high: 'urgent',
  medium: 'quiet',
  low: 'secondary',
};

/** Task Breakdown: an incomplete assignment, picked or searched for, as steps that can be added. */
export function BreakdownPanel({ touch }: { touch?: boolean }) {
  const screen = useTaskBreakdown();
  const { assignments } = screen;
  if (assignments.isError && !assignments.data) {
    return <AssignmentsLoadError onRetry={() => void assignments.refetch()} touch={touch} />;
  }
  if (!assignments.data)
    return (
      <SkeletonList
        label="Loading assignments"
        className="grid gap-2"
        itemClassName="h-14 rounded-xl"
      />
    );
  if (assignments.data.length === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        touch={touch}
        className="px-6 py-12"
        title="No open assignments"
        description="Add an assignment first; then break it into steps here."
      />
    );
  }
  return (
    <div className="grid gap-4 @4xl:grid-cols-[20rem_1fr] @4xl:items-start">
      <Card>
        <BreakdownPicker screen={screen} />
      </Card>
      <Steps screen={screen} />
    </div>
  );
}

function Steps({ screen }: { screen: TaskBreakdown }) {
  if (screen.loading) {
    return (
      <div role="status" className="flex min-h-40 items-center justify-center gap-2">
        <Spinner className="text-primary size-5" />
        <span className="text-muted-foreground text-sm">Breaking it down...</span>
      </div>
    );
  }
  const { result, selected } = screen;
  if (!result || !selected) {
    return (
      <p className="text-muted-foreground rounded-2xl border border-dashed p-6 text-center text-sm">
        Pick an assignment to see it as small steps with times and tips.
      </p>
    );
  }
  return (
    <section aria-label={`Steps for ${selected.title}`} className="grid gap-3">
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="wrap-anywhere">
            {selected.title}
          </CardTitle>
          <CardDescription>
            {result.summary} About {result.totalEstimatedLabel} in all.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            className="w-full sm:w-fit"
            onClick={screen.addSteps}
            disabled={screen.adding || screen.added}
          >
            {screen.adding ? (
              <Spinner className="size-4" />
            ) : screen.added ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <ListPlus aria-hidden="true" className="size-4" />
            )}
            {screen.added ? 'Steps Added' : 'Add Steps as Assignments'}
          </Button>
        </CardContent>
      </Card>
      <ol aria-label="Steps" className="grid gap-3">
        {result.breakdown.map((step) => (
          <li key={step.step}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
                >
                  {step.step}
                </span>
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <h4 className="font-semibold wrap-anywhere">
                    <span className="sr-only">{`Step ${step.step}: `}</span>
                    {step.title}
                  </h4>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={PRIORITY[step.priority]}>{step.priority} priority</Badge>
                    <span className="text-muted-foreground inline-flex items-center gap-1 text-sm">
                      <Clock aria-hidden="true" className="size-3.5" />
                      {step.estimatedLabel}
                    </span>
                  </div>
                </div>
              </div>
              <p className="text-sm">{step.description}</p>
              {step.tips.length > 0 && (
                <ul aria-label="Tips" className="text-muted-foreground grid gap-1 text-sm">
                  {step.tips.map((tip) => (
                    <li key={tip} className="flex gap-1.5">
                      <Lightbulb
                        aria-hidden="true"
                        className="mt-0.5 size-3.5 shrink-0 text-amber-600 dark:text-amber-400"
                      />
                      {tip}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
