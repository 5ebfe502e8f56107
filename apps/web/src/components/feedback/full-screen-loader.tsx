import { LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';

/** Fills the window while something the whole screen depends on is on its way. */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background flex min-h-dvh flex-col items-center justify-center gap-4"
    >
      <Spinner className="text-primary size-8" />
      <p className="text-muted-foreground text-sm font-medium">{label}</p>
    </div>
  );
}

export function StartupScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background flex min-h-dvh flex-col items-center justify-center gap-5"
    >
      <LogoMark className="size-14 animate-pulse" />
      <div className="flex items-center gap-2">
        <Spinner className="text-primary size-4" />
        <p className="text-muted-foreground text-sm font-medium">Initializing...</p>
      </div>
    </div>
  );
}
