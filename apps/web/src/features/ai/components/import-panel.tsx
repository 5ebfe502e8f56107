import FileText from 'lucide-react/icons/file-text';
import WandSparkles from 'lucide-react/icons/wand-sparkles';
import { TextareaField } from '@/components/form/fields';
import { KitForm } from '@/components/form/kit-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { useImportScreen } from '../hooks/use-import-screen';
import { ImportPreview } from './import-preview';
import { AiToolHeader } from './ai-panel-parts';

const EXAMPLE = `Examples:
Chem lab report due Fri 3pm
Read chapter 5 by tomorrow
Calc quiz next Tuesday`;

/** AI Import: paste a syllabus, an e-mail or a list; check what was found; save what to keep. */
export function ImportPanel({ touch }: { touch?: boolean }) {
  const screen = useImportScreen();
  const online = useOnline();
  return (
    <div className="grid gap-4">
      <Card>
        <AiToolHeader icon={FileText} title="Import assignments from text">
          Paste a syllabus, an e-mail from your teacher or a to-do list. Each line becomes an
          assignment you can check before it is saved.
        </AiToolHeader>
        <CardContent>
          <KitForm form={screen.textForm} onSubmit={screen.submitText} className="grid gap-3">
            <TextareaField
              name="text"
              label="Text to analyze"
              rows={touch ? 6 : 8}
              placeholder={EXAMPLE}
            />
            <Button
              type="submit"
              className="w-full sm:w-fit"
              disabled={screen.analysing || !online}
            >
              {screen.analysing ? (
                <Spinner className="size-4" />
              ) : (
                <WandSparkles aria-hidden="true" className="size-4" />
              )}
              {screen.analysing ? 'Analyzing...' : 'Find Assignments'}
            </Button>
          </KitForm>
        </CardContent>
      </Card>
      {screen.previewing && <ImportPreview screen={screen} />}
    </div>
  );
}
