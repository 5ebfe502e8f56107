import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import PlugZap from 'lucide-react/icons/plug-zap';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/empty-state';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { ProGate } from '@/features/billing/public/pro-gate';
import { useConnectionTest } from '../hooks/use-connection-test';
import { AI_OFFLINE, AI_TITLE, AI_TOOLS } from './ai-tools';
import { BetaBanner } from './beta-banner';

const HOME = '/mobile/ai-features';
const ROW =
  'bg-card focus-visible:ring-ring flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-2xl border p-3 text-left transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:outline-none';
const TILE =
  'bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-xl';

/** The phone's AI screen (spec 2): the beta banner and a list of five features. */
export function PhoneAiFeaturesPage() {
  return (
    <div className="grid min-w-0 gap-4 p-4">
      <title>{`${AI_TITLE} - Assignd`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{AI_TITLE}</h1>
      <ProGate feature="ai">
        <BetaBanner />
        <NeedsConnection>{AI_OFFLINE}</NeedsConnection>
        <ul aria-label="AI features" className="grid gap-3">
          {AI_TOOLS.map(({ id, label, description, icon: Icon }) => (
            <li key={id}>
              <Link to={`${HOME}/${id}`} className={ROW}>
                <span aria-hidden="true" className={TILE}>
                  <Icon className="size-5" />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="font-medium">{label}</span>
                  <span className="text-muted-foreground text-sm">{description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="text-muted-foreground size-5" />
              </Link>
            </li>
          ))}
          <li>
            <ConnectionTestRow />
          </li>
        </ul>
      </ProGate>
    </div>
  );
}

function ConnectionTestRow() {
  const test = useConnectionTest();
  const online = useOnline();
  return (
    <button
      type="button"
      className={`${ROW} disabled:pointer-events-none disabled:opacity-60`}
      onClick={test.run}
      disabled={test.testing || !online}
    >
      <span aria-hidden="true" className={TILE}>
        {test.testing ? <Spinner className="size-5" /> : <PlugZap className="size-5" />}
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="font-medium">Test AI Connection</span>
        <span className="text-muted-foreground text-sm">Check that the AI answers.</span>
      </span>
    </button>
  );
}

/** One AI feature on the phone, opened from the list. */
export function PhoneAiToolPage() {
  const toolId = useParams().tool;
  const tool = AI_TOOLS.find(({ id }) => id === toolId);
  return (
    <div className="grid min-w-0 gap-4 p-4">
      <title>{`${tool?.label ?? AI_TITLE} - Assignd`}</title>
      <Link
        to={HOME}
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: '-ml-3 w-fit min-h-11',
        })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All AI Features
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{tool?.label ?? AI_TITLE}</h1>
      <ProGate feature="ai">
        {tool ? (
          <>
            <NeedsConnection>{AI_OFFLINE}</NeedsConnection>
            <tool.Panel touch />
          </>
        ) : (
          <EmptyState
            touch
            className="px-6 py-12"
            title="Feature not found"
            description="Pick one from the list of AI features."
          />
        )}
      </ProGate>
    </div>
  );
}
