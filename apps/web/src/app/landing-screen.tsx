import { LandingPage } from '@/features/landing/components/landing-page';
import { PublicFrame } from './layouts/public-frame';

/** The landing page at /, for a visitor, without the router (issue 27). */
export function LandingScreen({ onIntentToSignUp }: { onIntentToSignUp: () => void }) {
  return (
    <PublicFrame pathname="/">
      <LandingPage onIntentToSignUp={onIntentToSignUp} />
    </PublicFrame>
  );
}
