import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@/lib/navigate';

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link that moves within the app without a reload and without React Router's code, for the
 * parts a visitor's first page shows (the landing page, the public header and footer, the logo).
 * A click the browser should handle itself (a new tab, a download) is left to it.
 */
export function PlainLink({ to, onClick, ...props }: PlainLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || props.target) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
