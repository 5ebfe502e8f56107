import Timer from 'lucide-react/icons/timer';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { FocusShellEffects, FocusShellStatus } from './components/focus-shell';
import { focusKeys } from './api/query-keys';

const PomodoroPage = lazyWithPreload(
  () => import('./components/pomodoro-page'),
  (module) => module.PomodoroPage,
);
const TabletPomodoroPage = lazyWithPreload(
  () => import('./components/pomodoro-page'),
  (module) => module.TabletPomodoroPage,
);
const PhonePomodoroPage = lazyWithPreload(
  () => import('./components/phone-pomodoro-page'),
  (module) => module.PhonePomodoroPage,
);

/**
 * The focus timer (Pro) and its recorded sessions. The timer runs in the shell, so it goes on
 * while the student opens other pages and its time left shows in the sidebar or top bar; the
 * realtime rule keeps every cached range of sessions in step with the student's other devices.
 */
export const focusModule = defineModule({
  name: 'focus',
  routes: {
    desktop: [{ path: 'pomodoro', page: PomodoroPage }],
    tablet: [{ path: 'pomodoro', page: TabletPomodoroPage }],
    mobile: [{ path: 'pomodoro', page: PhonePomodoroPage }],
    public: null,
  },
  navigation: {
    label: 'Pomodoro',
    icon: Timer,
    order: 60,
    path: '/pomodoro',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'Pomodoro',
  queryKeys: focusKeys,
  realtime: {
    focus_sessions: { entity: 'Focus session', key: focusKeys.focusSessions, shape: 'refetch' },
  },
  shell: { status: FocusShellStatus, effects: FocusShellEffects },
});
