import { NeedsConnection } from '@/components/feedback/needs-connection';
import { DesktopPage } from '@/components/ui/desktop-page';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProGate } from '@/features/billing/public/pro-gate';
import { AI_DESCRIPTION, AI_OFFLINE, AI_TITLE, AI_TOOLS } from './ai-tools';
import { BetaBanner } from './beta-banner';
import { ConnectionTestButton } from './connection-test-button';

/** The desktop AI screen: beta banner, connection test and the four tools as tabs. */
export function AiFeaturesPage() {
  return <AiFeatures touch={false} />;
}

/** The tablet's: the same tabs, with touch-sized controls and the smaller title. */
export function TabletAiFeaturesPage() {
  return <AiFeatures touch />;
}

function AiFeatures({ touch }: { touch: boolean }) {
  return (
    <DesktopPage title={AI_TITLE}>
      <ProGate
        feature="ai"
        header={<PageHeader title={AI_TITLE} description={AI_DESCRIPTION} touch={touch} />}
      >
        <PageHeader title={AI_TITLE} description={AI_DESCRIPTION} touch={touch}>
          <ConnectionTestButton />
        </PageHeader>
        <NeedsConnection>{AI_OFFLINE}</NeedsConnection>
        <BetaBanner />
        <Tabs defaultValue={AI_TOOLS[0]?.id} className="grid min-w-0 gap-4">
          <TabsList aria-label="AI tools" className="flex h-9 w-full overflow-x-auto @3xl:w-fit">
            {AI_TOOLS.map(({ id, label, icon: Icon }) => (
              <TabsTrigger key={id} value={id} className="flex-1 gap-1.5 @3xl:flex-none">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {AI_TOOLS.map(({ id, Panel }) => (
            // Kept mounted, so a preview or a plan survives a look at another tab.
            <TabsContent
              key={id}
              value={id}
              forceMount
              className="min-w-0 data-[state=inactive]:hidden"
            >
              <Panel touch={touch} />
            </TabsContent>
          ))}
        </Tabs>
      </ProGate>
    </DesktopPage>
  );
}
