import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { OverviewSection } from './overview-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

/** `onIntentToSignUp` lets the app start loading the sign-up screen as soon as a visitor aims for it. */
export function LandingPage({ onIntentToSignUp }: { onIntentToSignUp: () => void }) {
  return (
    <>
      <title>Assignd - Student Planner</title>
      <HeroSection onIntentToSignUp={onIntentToSignUp} />
      <StatsSection />
      <FeaturesSection />
      <OverviewSection />
      <TestimonialsSection />
      <CtaSection onIntentToSignUp={onIntentToSignUp} />
    </>
  );
}
