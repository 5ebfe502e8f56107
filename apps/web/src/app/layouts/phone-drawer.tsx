import Crown from 'lucide-react/icons/crown';
import LogOut from 'lucide-react/icons/log-out';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import { UpgradeLink, UPGRADE_STYLE } from '@/features/billing/public/upgrade-link';
import { useProAccess } from '@/features/billing/public/use-pro-access';
import { useProfile } from '@/features/profile/api/profile';
import { useSignOut } from '@/hooks/use-sign-out';
import { SignOutConfirm } from './sign-out-confirm';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { navigationEntries } from '../modules';
import { TOUCH_TARGET } from './phone-touch-target';
import { UserInitial } from './user-initial';

const NAV_ITEMS = navigationEntries(true).map(({ path, label, icon }) => ({
  to: `/mobile${path}`,
  label,
  icon,
}));

/** The drawer's foot: Upgrade to Pro for a free student, then who is signed in and their plan. */
function DrawerAccount({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const plan = useProAccess();
  const { data: profile } = useProfile();
  const name = profile?.displayName?.trim() || user.name.trim() || user.email;
  return (
    <>
      {plan.canUpgrade && (
        <UpgradeLink
          onNavigate={onNavigate}
          className={cn(
            TOUCH_TARGET,
            UPGRADE_STYLE,
            'mt-4 gap-3 px-3 text-base font-semibold shadow-sm',
          )}
        >
          <Crown aria-hidden="true" className="size-5" />
          Upgrade to Pro
        </UpgradeLink>
      )}
      <div className="mt-auto flex items-center gap-3 border-t px-1 pt-4 pb-1">
        <UserInitial user={{ name, email: user.email }} className="size-9" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          {plan.label && <p className="text-muted-foreground text-xs">{plan.label}</p>}
        </div>
      </div>
    </>
  );
}

/**
 * The phone's navigation drawer. Its code (Radix's dialog, focus trap and scroll lock) loads on
 * the first tap of the menu button (phone-layout.tsx), which stays the one that opens it.
 */
export function PhoneDrawer({
  user,
  open,
  onOpenChange,
  opener,
}: {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  const { signOut, signingOut, question } = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="drawer-overlay"
          className="animate-overlay-in fixed inset-0 z-40 bg-slate-950/40"
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // The button that opened it is not Radix's trigger: Radix would not know to go back.
            event.preventDefault();
            opener.current?.focus();
          }}
          aria-describedby={undefined}
          className="bg-sidebar animate-slide-in-left fixed top-[var(--offline-bar-height,0px)] bottom-0 left-0 z-50 flex w-72 max-w-[85vw] min-w-64 flex-col gap-1 overflow-y-auto px-3 pt-[calc(env(safe-area-inset-top)+0.75rem)] pb-[calc(env(safe-area-inset-bottom)+0.75rem)] pl-[calc(env(safe-area-inset-left)+0.75rem)] shadow-xl focus:outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
              <LogoMark className="size-7" />
              Assignd
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close navigation"
              className={cn(TOUCH_TARGET, 'text-muted-foreground hover:bg-muted justify-center')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="grid gap-1">
            {NAV_ITEMS.map(({ to, label, icon: Icon }) => {
              const active = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <Link
                  key={to}
                  to={to}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    TOUCH_TARGET,
                    'gap-3 px-3 text-base font-medium',
                    active
                      ? 'bg-accent text-accent-foreground'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </Link>
              );
            })}
          </nav>
          <DrawerAccount user={user} onNavigate={close} />
          <button
            type="button"
            disabled={signingOut}
            onClick={() => void signOut()}
            className={cn(
              TOUCH_TARGET,
              'text-muted-foreground hover:bg-muted hover:text-foreground gap-3 px-3 text-base font-medium',
            )}
          >
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-5" />}
            Sign Out
          </button>
          <SignOutConfirm question={question} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
