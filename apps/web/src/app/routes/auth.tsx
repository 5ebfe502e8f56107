import { AuthScreen } from '@/features/auth/components/auth-screen';
import { QueryProvider } from '@/app/providers/query-provider';

export function AuthRoute() {
  return (
    <QueryProvider>
      <AuthScreen />
    </QueryProvider>
  );
}
