import Sparkles from 'lucide-react/icons/sparkles';
import Timer from 'lucide-react/icons/timer';
import { ProFeaturePage } from './pro-feature-page';

/* The Pro capabilities the sidebar lists before they have screens (app/planned-modules.ts). */

export function AiFeaturesPage() {
  return (
    <ProFeaturePage
      feature="ai"
      title="AI Assistant"
      description="Import assignments from text, chat about your work and break big tasks down."
      icon={Sparkles}
    />
  );
}

export function PomodoroPage() {
  return (
    <ProFeaturePage
      feature="pomodoro"
      title="Pomodoro"
      description="Focus in 25-minute sessions with short breaks in between."
      icon={Timer}
    />
  );
}
