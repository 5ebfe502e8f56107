import { renderToString } from 'react-dom/server';
import { LandingScreen } from './landing-screen';
import { StartupScreen } from '@/components/feedback/full-screen-loader';

/**
 * The landing page as a visitor's first page shows it, drawn once at build time (prerender.mjs,
 * decision 0015): the spec's one-second 'Initializing' screen over the landing page, which CSS
 * takes away after that second (`.static-startup` in index.css), so the page needs no JavaScript.
 * The startup screen is hidden from screen readers, which can read the page at once.
 *
 * @public prerender.mjs calls it in the file Vite builds from this one, which knip cannot follow.
 */
export function renderLanding(): string {
  return renderToString(
    <>
      <div className="static-startup" aria-hidden="true">
        <StartupScreen />
      </div>
      <LandingScreen onIntentToSignUp={() => undefined} />
    </>,
  );
}
