import type { LucideIcon } from 'lucide-react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import FileText from 'lucide-react/icons/file-text';
import ListChecks from 'lucide-react/icons/list-checks';
import MessageCircle from 'lucide-react/icons/message-circle';
import type { ComponentType } from 'react';
import { BreakdownPanel } from './breakdown-panel';
import { ChatPanel } from './chat-panel';
import { ImportPanel } from './import-panel';
import { OptimizerPanel } from './optimizer-panel';

export interface AiTool {
  /** The tab's value and the phone's address segment (/mobile/ai-features/import). */
  id: string;
  label: string;
  description: string;
  icon: LucideIcon;
  Panel: ComponentType<{ touch?: boolean }>;
}

/** The four tools of spec 2, in the order of the tabs. */
export const AI_TOOLS: readonly AiTool[] = [
  {
    id: 'import',
    label: 'AI Import',
    description: 'Turn a syllabus, an e-mail or a list into assignments.',
    icon: FileText,
    Panel: ImportPanel,
  },
  {
    id: 'chat',
    label: 'Study Chat',
    description: 'Ask what is due, what to do first and how to prepare.',
    icon: MessageCircle,
    Panel: ChatPanel,
  },
  {
    id: 'optimizer',
    label: 'Schedule Optimizer',
    description: 'Spread study time over the days before each due date.',
    icon: CalendarClock,
    Panel: OptimizerPanel,
  },
  {
    id: 'breakdown',
    label: 'Task Breakdown',
    description: 'Split a big assignment into small steps with tips.',
    icon: ListChecks,
    Panel: BreakdownPanel,
  },
];

export const AI_TITLE = 'AI Assistant';
export const AI_DESCRIPTION =
  'Import assignments from text, chat about your work, plan your study time and break big tasks down.';
/** Over the tools while offline, whose start buttons are then disabled (NeedsConnection). */
export const AI_OFFLINE = "You're offline. The AI study tools need a connection.";
