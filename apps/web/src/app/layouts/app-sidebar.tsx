import {
  CalendarDays,
  ClipboardList,
  Crown,
  GraduationCap,
  Layers,
  LayoutDashboard,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  Sparkles,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo, LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/hooks/use-profile';
import { useSignOut } from '@/hooks/use-sign-out';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { UserInitial } from './user-initial';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show the same screen. */
  aliases?: string[];
}

const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, aliases: ['/'] },
  { to: '/assignments', label: 'Assignments', icon: ClipboardList },
  { to: '/classes', label: 'Classes', icon: GraduationCap },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/ai-features', label: 'AI Assistant', icon: Sparkles },
  { to: '/pomodoro', label: 'Pomodoro', icon: Timer },
  { to: '/flashcards', label: 'Flashcards', icon: Layers },
  { to: '/settings', label: 'Settings', icon: Settings },
];

function isActive(item: NavItem, pathname: string): boolean {
  if (item.aliases?.includes(pathname)) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

const focusRing = 'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none';

interface SidebarProps {
  user: SessionUser;
  collapsed: boolean;
  /** Present where the sidebar can be collapsed (the desktop rail). */
  onToggle?: () => void;
  /** Called after a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void;
}

export function AppSidebar({ user, collapsed, onToggle, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const { signOut, signingOut } = useSignOut();
  const name = profile?.displayName?.trim() || user.name.trim() || user.email;

  const linkClass = (active: boolean) =>
    cn(
      'flex h-9 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
      collapsed ? 'w-9 justify-center' : 'px-3',
      active
        ? 'bg-accent text-accent-foreground'
        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      focusRing,
    );

  return (
    <div className="flex h-full w-full flex-col">
      <div
        className={cn(
          'flex h-16 shrink-0 items-center border-b',
          collapsed ? 'justify-center' : 'justify-between px-4',
        )}
      >
        {collapsed ? <LogoMark /> : <Logo onClick={onNavigate} />}
        {onToggle && !collapsed && (
          <button
            type="button"
            onClick={onToggle}
            aria-label="Collapse sidebar"
            title="Collapse sidebar"
            className={cn(
              'text-muted-foreground hover:bg-muted hover:text-foreground cursor-pointer rounded-lg p-1.5',
              focusRing,
            )}
          >
            <PanelLeftClose aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <nav
        aria-label="App"
        className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-1.5' : 'px-3')}
      >
        {onToggle && collapsed && (
          <button
            type="button"
            onClick={onToggle}
            aria-label="Expand sidebar"
            title="Expand sidebar"
            className={cn(
              'text-muted-foreground hover:bg-muted hover:text-foreground mb-3 flex size-9 cursor-pointer items-center justify-center rounded-lg',
              focusRing,
            )}
          >
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          </button>
        )}
        <ul className="grid gap-1">
          {NAV_ITEMS.map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  className={linkClass(active)}
                >
                  <item.icon aria-hidden="true" className="size-[18px] shrink-0" />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>

        <Link
          to="/pro"
          onClick={onNavigate}
          title={collapsed ? 'Upgrade to Pro' : undefined}
          className={cn(
            'mt-6 flex items-center gap-3 rounded-lg text-sm font-semibold text-white shadow-sm transition-opacity hover:opacity-90',
            'bg-gradient-to-r from-indigo-600 to-violet-600',
            collapsed ? 'size-9 justify-center' : 'h-10 px-3',
            focusRing,
          )}
        >
          <Crown aria-hidden="true" className="size-[18px] shrink-0" />
          <span className={collapsed ? 'sr-only' : 'truncate'}>Upgrade to Pro</span>
        </Link>
      </nav>

      <div
        className={cn(
          'shrink-0 border-t',
          collapsed ? 'grid justify-center gap-2 py-3' : 'grid gap-3 p-3',
        )}
      >
        <div
          className={cn('flex items-center gap-3', !collapsed && 'px-1')}
          title={collapsed ? name : undefined}
        >
          <UserInitial user={{ name, email: user.email }} className="size-9" />
          {!collapsed && (
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{name}</p>
              <p className="text-muted-foreground text-xs">Student</p>
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-label={collapsed ? 'Sign Out' : undefined}
          title={collapsed ? 'Sign Out' : undefined}
          className={cn(
            'text-muted-foreground hover:bg-muted hover:text-foreground flex h-9 cursor-pointer items-center gap-3 rounded-lg text-sm font-medium transition-colors disabled:opacity-60',
            collapsed ? 'w-9 justify-center' : 'px-3',
            focusRing,
          )}
        >
          {signingOut ? (
            <Spinner className="size-[18px]" />
          ) : (
            <LogOut aria-hidden="true" className="size-[18px]" />
          )}
          {!collapsed && 'Sign Out'}
        </button>
      </div>
    </div>
  );
}
