import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins classes and lets later Tailwind classes override earlier ones ("p-2" then "p-4" keeps
 * "p-4"). tailwind-merge weighs about 8 KB gzipped, so the primitives on the landing page's path
 * (button, spinner, logo) join with plain clsx and take no contradicting overrides.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
