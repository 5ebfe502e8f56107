import { Outlet, useLocation } from 'react-router';
import { PublicFrame } from './public-frame';

/** The public pages inside the router: privacy, terms, support and sign-in. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <PublicFrame pathname={pathname}>
      <Outlet />
    </PublicFrame>
  );
}
