import FlaskConical from 'lucide-react/icons/flask-conical';

/** Spec 2: the AI screen opens with a beta warning. */
export function BetaBanner() {
  return (
    <div
      role="note"
      aria-label="Beta"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <strong className="font-semibold">AI features are in beta.</strong> Answers can be wrong:
        check dates and details before you rely on them. Nothing is saved until you say so.
      </p>
    </div>
  );
}
