import { useProfile } from '@/hooks/use-profile';
import { useSession } from '@/lib/session';
import { GreetingBanner } from './greeting-banner';

export function DashboardPage() {
  const session = useSession();
  const { data: profile } = useProfile();
  const email = session.status === 'signed-in' ? session.user.email : '';

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Dashboard - Assignd</title>
      <GreetingBanner profile={profile} email={email} />
    </div>
  );
}
