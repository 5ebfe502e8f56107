import { cn } from '@/lib/cn';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useRenderLimit } from '@/hooks/use-render-limit';
import { keepFocusInList } from '@/lib/keep-focus-in-list';

/** What a list built on PagedList takes from its screen to page through. */
export interface PagingProps<T> {
  items: T[];
  /** Rows rendered at first and added by each 'Show more'. */
  pageSize: number;
  /** The filters the items come from; the list starts over at `pageSize` when it changes. */
  resetKey: string;
  'aria-label'?: string;
}

interface Props<T> extends PagingProps<T> {
  renderItem: (item: T) => ReactNode;
  className: string;
  /** A 44px 'Show more' for a fingertip. */
  touch?: boolean;
}

/** A long list rendered a page at a time, so the screen stays quick, with 'Show more'. */
export function PagedList<T>({
  items,
  pageSize,
  resetKey,
  renderItem,
  className,
  'aria-label': ariaLabel,
  touch,
}: Props<T>) {
  const { limit, showMore } = useRenderLimit(pageSize, resetKey);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => (list.current ? keepFocusInList(list.current) : undefined), []);
  return (
    <>
      {/* With a pointer, the browser lays out and paints only the rows near the screen
          (content-visibility): 120 rows laid out at once held a phone-sized window's main thread
          for about 90 ms (issue 27). A row's size before it is first drawn is a typical row's;
          afterwards its own (auto). Not under a finger: a row that takes its real height as it
          scrolls into view would move under a swipe, and a phone's pages are short anyway. */}
      <ul
        ref={list}
        className={cn(
          !touch && '*:[contain-intrinsic-size:auto_4.5rem] *:[content-visibility:auto]',
          className,
        )}
        aria-label={ariaLabel}
      >
        {items.slice(0, limit).map(renderItem)}
      </ul>
      {items.length > limit && (
        <Button
          variant="outline"
          className={touch ? 'min-h-11 justify-self-center' : 'justify-self-center'}
          onClick={showMore}
        >
          Show more ({items.length - limit} left)
        </Button>
      )}
    </>
  );
}
