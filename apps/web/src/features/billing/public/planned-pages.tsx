import Sparkles from 'lucide-react/icons/sparkles';
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
