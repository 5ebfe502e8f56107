import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { Button } from '@/components/ui/button';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60dvh] items-center justify-center px-4 py-16">
      <div className="bg-card w-full max-w-lg rounded-2xl border p-6 text-center shadow-sm sm:p-8">
        <div className="bg-destructive-soft text-destructive mx-auto mb-4 flex size-12 items-center justify-center rounded-full">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          This part of Assignd hit an unexpected problem. Try again, or reload the page.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reload
          </Button>
        </div>
        <details className="bg-muted/60 mt-6 rounded-lg border text-left">
          <summary className="text-muted-foreground hover:text-foreground cursor-pointer rounded-lg px-4 py-2.5 text-sm font-medium">
            Error details
          </summary>
          <pre className="text-foreground overflow-x-auto border-t px-4 py-3 text-xs wrap-anywhere whitespace-pre-wrap">
            {messageOf(error)}
          </pre>
        </details>
      </div>
    </div>
  );
}
