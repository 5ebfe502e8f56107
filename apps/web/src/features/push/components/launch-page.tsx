import { Navigate, useSearchParams } from 'react-router';
import { launchPath } from '../utils/launch-path';

/** /launch: the installed app's start page, which only sends the student on (see launchPath). */
export function LaunchPage() {
  const [params] = useSearchParams();
  const to = launchPath({
    to: params.get('to'),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    hasTouch: navigator.maxTouchPoints > 0,
  });
  return <Navigate to={to} replace />;
}
