import type { SchoolClass } from '@assignd/schemas';
import { ClassForm } from '@/features/classes/components/class-form';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface Props {
  schoolClass: SchoolClass;
  onDone: () => void;
  touch?: boolean;
}

/** The class's inline edit form, in place of its card at the top of its page. */
export function EditClassCard({ schoolClass, onDone, touch }: Props) {
  const title = <h1 className="text-lg leading-tight font-semibold tracking-tight">Edit Class</h1>;
  const hint = 'Change the name, teacher, room, colour, icon, term, credits or level.';
  if (touch) {
    return (
      <Card className="p-4">
        {title}
        <p className="text-muted-foreground mt-1 mb-4 text-sm">{hint}</p>
        {/* The form's buttons are sized for a mouse; a thumb needs 44px. */}
        <div className="[&_button]:min-h-11">
          <ClassForm schoolClass={schoolClass} autoFocus onSaved={onDone} onCancel={onDone} />
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        {title}
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      <CardContent>
        <ClassForm
          className="max-w-2xl"
          schoolClass={schoolClass}
          autoFocus
          onSaved={onDone}
          onCancel={onDone}
        />
      </CardContent>
    </Card>
  );
}
