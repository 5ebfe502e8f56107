import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { DeviceSectionsContext } from '@/hooks/use-app-path';
import { DEVICE_SECTIONS } from './modules';
import { AppRoutes } from './router';
import { ScrollManager } from './scroll-manager';

/** Every page but a visitor's landing page: the router and the modules' route trees. */
export function App() {
  return (
    <BrowserRouter>
      <DeviceSectionsContext value={DEVICE_SECTIONS}>
        <ScrollManager />
        <Suspense fallback={<FullScreenLoader />}>
          <AppRoutes />
        </Suspense>
      </DeviceSectionsContext>
    </BrowserRouter>
  );
}
