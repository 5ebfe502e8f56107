import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedIn } from './app/lazy-routes';
import { refreshSession, watchSession } from './lib/session';

// The session check and, for signed-in users, the app's code load while the startup screen shows.
void refreshSession().then((session) => {
  if (session.status === 'signed-in') preloadSignedIn();
});
watchSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
