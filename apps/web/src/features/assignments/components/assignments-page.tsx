import { ASSIGNMENT_FILTERS, ASSIGNMENT_GROUPS } from '@assignd/core';
import { AssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { AssignmentItemList } from '@/features/assignments/public/assignment-item-list';
import { StatCards } from '@/components/stat-card';
import { Card } from '@/components/ui/card';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DesktopPage } from '@/components/ui/desktop-page';
import { useAssignmentsScreen } from '../hooks/use-assignments-screen';
import { FILTER_LABELS } from '../utils/assignment-labels';
import { AssignmentsContent, GroupHeading, SortControl } from './assignments-screen-parts';
import { AddAssignmentButton } from '../public/add-assignment-button';
import { countCards } from '../public/count-cards';
import { OpenThenCompleted } from './completed-section';

/** Rows rendered per group at first; a long group grows on request. */
const GROUP_PAGE_SIZE = 50;

export function AssignmentsPage() {
  const screen = useAssignmentsScreen();
  const { now, classes, filter, setFilter, counts, missing, actions } = screen;

  return (
    <DesktopPage
      title="Assignments"
      description="Homework, exams and everything else you have to hand in."
      actions={
        <AddAssignmentButton onClick={actions.openNew}>+ Add Assignment</AddAssignmentButton>
      }
    >
      <StatCards
        label="Counts"
        className="grid grid-cols-2 gap-3 sm:gap-4 @4xl:grid-cols-4"
        items={countCards(counts, missing, ['total', 'pending', 'completed', 'overdue'])}
      />

      <Card className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 p-3">
        <ToggleGroup
          type="single"
          aria-label="Show"
          value={filter}
          onValueChange={(value) => value && setFilter(value)}
        >
          {ASSIGNMENT_FILTERS.map((value) => (
            <ToggleGroupItem key={value} value={value}>
              {FILTER_LABELS[value]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <SortControl screen={screen} />
      </Card>

      <AssignmentsContent
        screen={screen}
        skeleton={{ className: 'grid gap-3', itemClassName: 'h-[4.25rem] rounded-xl', count: 4 }}
      >
        {(groups) => (
          <div className="grid gap-6">
            {ASSIGNMENT_GROUPS.map((group) => {
              const items = groups[group];
              const headingId = `group-${group.replace(/\W+/g, '-').toLowerCase()}`;
              const list = (rows: typeof items) => (
                <AssignmentItemList
                  items={rows}
                  pageSize={GROUP_PAGE_SIZE}
                  resetKey={screen.resetKey}
                  classes={classes}
                  now={now}
                  onEdit={actions.openEdit}
                  onToggle={actions.onToggle}
                  showDescription
                />
              );
              return (
                <section key={group} aria-labelledby={headingId} className="grid gap-3">
                  <GroupHeading id={headingId} group={group} count={items.length} />
                  <OpenThenCompleted items={items} list={list} />
                </section>
              );
            })}
          </div>
        )}
      </AssignmentsContent>

      <AssignmentDialog state={actions.dialog} onClose={actions.closeDialog} />
    </DesktopPage>
  );
}
