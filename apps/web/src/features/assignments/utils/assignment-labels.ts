import type { AssignmentFilter, AssignmentGroup, AssignmentSort } from '@assignd/core';
import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import Layers from 'lucide-react/icons/layers';

export const FILTER_LABELS: Record<AssignmentFilter, string> = {
  all: 'All',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'This Week',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};

export const SORT_LABELS: Record<AssignmentSort, string> = {
  'due-date': 'Due date',
  created: 'Recently created',
  alphabetical: 'Alphabetical',
};

export const GROUP_ICONS: Record<AssignmentGroup, LucideIcon> = {
  Homework: BookOpen,
  'Exams & Quizzes': FileQuestion,
  Other: Layers,
};
