import { AuthScreen } from '@/features/auth/components/auth-screen';
import { QueryProvider } from '@/app/providers/query-provider';
import type { DeviceMode } from '@/lib/device-mode';

export function AuthRoute() {
  return (
    <QueryProvider>
      <AuthScreen />
    </QueryProvider>
  );
}

/** The phone and tablet sign-in: no public header or footer, clear of notches and home bars. */
export function DeviceAuthRoute({ device }: { device: DeviceMode }) {
  return (
    <QueryProvider>
      <main
        id="main"
        className="min-h-dvh pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]"
      >
        <AuthScreen device={device} />
      </main>
    </QueryProvider>
  );
}
