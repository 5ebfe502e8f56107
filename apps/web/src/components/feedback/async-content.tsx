import type { ReactNode } from 'react';
import { LoadError } from './load-error';

interface Props<T> {
  /** undefined until it has arrived. */
  data: T | undefined;
  failed: boolean;
  onRetry: () => void;
  /** "Your classes could not be loaded." */
  errorMessage: string;
  /** The placeholder while waiting, usually a SkeletonList. */
  loading: ReactNode;
  tone?: 'card' | 'panel';
  touch?: boolean;
  children: (data: T) => ReactNode;
}

/** Waiting, failed or arrived: the three states every screen's data goes through, in one place. */
export function AsyncContent<T>({
  data,
  failed,
  onRetry,
  errorMessage,
  loading,
  tone,
  touch,
  children,
}: Props<T>) {
  if (data !== undefined) return children(data);
  if (failed)
    return <LoadError message={errorMessage} onRetry={onRetry} tone={tone} touch={touch} />;
  return loading;
}
