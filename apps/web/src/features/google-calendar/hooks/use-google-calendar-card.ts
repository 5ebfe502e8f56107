import {
  GOOGLE_CALENDAR_CONNECTED_PARAM,
  GOOGLE_CALENDAR_FAILED_ERROR,
  GOOGLE_CALENDAR_RETURN_PATHS,
  type GoogleCalendarReturnPath,
} from '@assignd/schemas';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '@/hooks/use-online';
import { notify } from '@/lib/notify';
import {
  GOOGLE_CALENDAR_MESSAGES,
  useConnectGoogleCalendar,
  useDisconnectGoogleCalendar,
  useGoogleCalendarStatus,
  useSyncGoogleCalendar,
} from '../api/google-calendar';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const isReturnPath = (path: string): path is GoogleCalendarReturnPath =>
  (GOOGLE_CALENDAR_RETURN_PATHS as readonly string[]).includes(path);

/** One toast however often the effect runs before the address is cleaned (Strict Mode). */
const RETURN_TOAST = { id: 'google-calendar-return' };

/**
 * Back from Google's consent (spec 4): says how it went, then cleans the address so a reload or
 * a shared link does not say it again.
 */
function useConnectReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const connected = params.get(GOOGLE_CALENDAR_CONNECTED_PARAM) === 'connected';
    const error = params.get('error');
    if (!connected && !error) return;
    if (connected) notify.success(GOOGLE_CALENDAR_MESSAGES.connected, RETURN_TOAST);
    else if (error === GOOGLE_CALENDAR_FAILED_ERROR)
      notify.error(GOOGLE_CALENDAR_MESSAGES.connectFailed, RETURN_TOAST);
    else notify.error(GOOGLE_CALENDAR_MESSAGES.cancelled, RETURN_TOAST);
    params.delete(GOOGLE_CALENDAR_CONNECTED_PARAM);
    params.delete('error');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
}

/** The Google Calendar card's data and actions, the same below the calendar and in Settings. */
export function useGoogleCalendarCard() {
  useConnectReturn();
  const { pathname } = useLocation();
  const status = useGoogleCalendarStatus();
  const connect = useConnectGoogleCalendar();
  const sync = useSyncGoogleCalendar();
  const disconnect = useDisconnectGoogleCalendar();
  return {
    status,
    /** Connect, sync and disconnect need the server: offline their buttons are disabled. */
    online: useOnline(),
    connect: () =>
      connect.mutate({
        returnTo: isReturnPath(pathname) ? pathname : '/calendar',
        timeZone: browserTimeZone(),
      }),
    // Pending until the browser has left for Google.
    connecting: connect.isPending || connect.isSuccess,
    sync: () => sync.mutate(),
    syncing: sync.isPending,
    disconnect: () => disconnect.mutate(),
    disconnecting: disconnect.isPending,
  };
}
