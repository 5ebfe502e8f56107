import type { LucideIcon } from 'lucide-react';
import Crown from 'lucide-react/icons/crown';
import LogOut from 'lucide-react/icons/log-out';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { UpgradeLink, UPGRADE_STYLE } from '@/features/billing/public/upgrade-link';
import { useProAccess } from '@/features/billing/public/use-pro-access';
import { useProfile } from '@/features/profile/api/profile';
import { Logo, LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import { useAppPath } from '@/hooks/use-app-path';
import { useSignOut } from '@/hooks/use-sign-out';
import { SignOutConfirm } from './sign-out-confirm';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { navigationEntries, SHELL_PARTS } from '../modules';
import { RailTip, useRailTooltip } from './rail-tooltip';
import { UserInitial } from './user-initial';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show the same screen. */
  aliases: readonly string[];
}

const NAV_ITEMS: NavItem[] = navigationEntries(false).map(({ path, label, icon, aliases }) => ({
  to: path,
  label,
  icon,
  aliases,
}));

/** Matches on the desktop form of the address, so /tablet/class/x still lights up Classes. */
function isActive(item: NavItem, pathname: string): boolean {
  const desktopPath = pathname.replace(/^\/(tablet|mobile)(?=\/|$)/, '') || '/';
  return [item.to, ...item.aliases].some((path) =>
    path === '/' ? desktopPath === '/' : desktopPath === path || desktopPath.startsWith(`${path}/`),
  );
}

const focusRing = 'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none';

interface SidebarProps {
  user: SessionUser;
  collapsed: boolean;
  /** Present where the sidebar can be collapsed (the desktop rail). */
  onToggle?: () => void;
  /** Called after a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void;
  /** Fingers, not a mouse: every row at least 44px tall. */
  touch?: boolean;
}

export function AppSidebar({ user, collapsed, onToggle, onNavigate, touch }: SidebarProps) {
  const { pathname } = useLocation();
  const appPath = useAppPath();
  const { data: profile } = useProfile();
  const { signOut, signingOut, question } = useSignOut();
  const plan = useProAccess();
  const { railEvents, tooltip } = useRailTooltip(collapsed);
  const name = profile?.displayName?.trim() || user.name.trim() || user.email;

  /** Collapsed, every control shows only its icon and names itself in a tooltip. */
  const tip = (label: string, control: ReactElement) =>
    collapsed ? <RailTip label={label}>{control}</RailTip> : control;

  const rowClass = (active = false) =>
    cn(
      'flex items-center gap-3 rounded-lg text-sm font-medium transition-colors',
      touch ? 'h-11' : 'h-9',
      collapsed ? cn(touch ? 'w-11' : 'w-9', 'justify-center') : 'px-3',
      active
        ? 'bg-accent text-accent-foreground'
        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      focusRing,
    );

  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const toggleButton = onToggle && (
    <button
      type="button"
      onClick={onToggle}
      aria-label={toggleLabel}
      aria-keyshortcuts="Control+B Meta+B"
      title={collapsed ? undefined : `${toggleLabel} (Ctrl+B)`}
      className={cn(
        'text-muted-foreground hover:bg-muted hover:text-foreground flex shrink-0 cursor-pointer items-center justify-center rounded-lg',
        touch ? 'size-11' : 'size-9',
        focusRing,
      )}
    >
      {collapsed ? (
        <PanelLeftOpen aria-hidden="true" className="size-5" />
      ) : (
        <PanelLeftClose aria-hidden="true" className="size-5" />
      )}
    </button>
  );

  return (
    <div className="flex h-full w-full min-w-0 flex-col" {...railEvents}>
      {tooltip}
      <div
        className={cn(
          'flex h-16 shrink-0 items-center border-b',
          collapsed ? 'justify-center' : 'justify-between gap-2 pr-2 pl-4',
        )}
      >
        {collapsed ? <LogoMark /> : <Logo onClick={onNavigate} />}
        {!collapsed && toggleButton}
      </div>

      <nav
        aria-label="App"
        className={cn(
          'flex-1 overflow-x-hidden overflow-y-auto py-4',
          collapsed ? cn('flex flex-col items-center', touch ? 'px-0.5' : 'px-1.5') : 'px-3',
        )}
      >
        {collapsed && toggleButton && (
          <div className="mb-3">{tip(`${toggleLabel} (Ctrl+B)`, toggleButton)}</div>
        )}
        {SHELL_PARTS.map(({ name, status: Status }) => (
          <Status key={name} placement="sidebar" collapsed={collapsed} onNavigate={onNavigate} />
        ))}
        <ul className="grid gap-1">
          {NAV_ITEMS.map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.to}>
                {tip(
                  item.label,
                  <Link
                    to={appPath(item.to)}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={rowClass(active)}
                  >
                    <item.icon aria-hidden="true" className="size-[18px] shrink-0" />
                    <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
                  </Link>,
                )}
              </li>
            );
          })}
        </ul>

        {plan.canUpgrade &&
          tip(
            'Upgrade to Pro',
            <UpgradeLink
              onNavigate={onNavigate}
              aria-current={pathname === '/pro' || pathname === '/tablet/pro' ? 'page' : undefined}
              className={cn(
                'mt-6 flex items-center gap-3 rounded-lg text-sm font-semibold shadow-sm transition-opacity',
                UPGRADE_STYLE,
                collapsed
                  ? cn(touch ? 'size-11' : 'size-9', 'justify-center')
                  : cn(touch ? 'h-11' : 'h-10', 'px-3'),
                focusRing,
              )}
            >
              <Crown aria-hidden="true" className="size-[18px] shrink-0" />
              <span className={collapsed ? 'sr-only' : 'truncate'}>Upgrade to Pro</span>
            </UpgradeLink>,
          )}
      </nav>

      <div
        className={cn(
          'shrink-0 border-t',
          collapsed ? 'grid justify-center gap-2 py-3' : 'grid gap-3 p-3',
        )}
      >
        {tip(
          name,
          <div
            className={cn('flex items-center gap-3', !collapsed && 'px-1')}
            tabIndex={collapsed ? 0 : undefined}
            aria-label={collapsed ? [name, plan.label].filter(Boolean).join(', ') : undefined}
            role={collapsed ? 'group' : undefined}
          >
            <UserInitial user={{ name, email: user.email }} className="size-9" />
            {!collapsed && (
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{name}</p>
                {plan.label && <p className="text-muted-foreground text-xs">{plan.label}</p>}
              </div>
            )}
          </div>,
        )}
        {tip(
          'Sign Out',
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={signingOut}
            aria-label={collapsed ? 'Sign Out' : undefined}
            className={cn(rowClass(), 'cursor-pointer disabled:opacity-60')}
          >
            {signingOut ? (
              <Spinner className="size-[18px]" />
            ) : (
              <LogOut aria-hidden="true" className="size-[18px]" />
            )}
            {!collapsed && 'Sign Out'}
          </button>,
        )}
        <SignOutConfirm question={question} />
      </div>
    </div>
  );
}
