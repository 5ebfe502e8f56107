import { CLASS_ICONS, DEFAULT_CLASS_ICON, type ClassIcon as ClassIconName } from '@assignd/core';
import type { LucideIcon } from 'lucide-react';
import Atom from 'lucide-react/icons/atom';
import Beaker from 'lucide-react/icons/beaker';
import Book from 'lucide-react/icons/book';
import BookMarked from 'lucide-react/icons/book-bookmark';
import BookOpen from 'lucide-react/icons/book-open';
import Calculator from 'lucide-react/icons/calculator';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Globe from 'lucide-react/icons/globe';
import Landmark from 'lucide-react/icons/landmark';
import Languages from 'lucide-react/icons/languages';
import Microscope from 'lucide-react/icons/microscope';
import Music from 'lucide-react/icons/eighth-notes';
import Palette from 'lucide-react/icons/palette';
import Zap from 'lucide-react/icons/zap';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

/** The picture of each of the 14 class icons of the spec (the stored names are the original's). */
export const CLASS_ICON_COMPONENTS: Readonly<Record<ClassIconName, LucideIcon>> = {
  Book,
  BookOpen,
  Calculator,
  FlaskConical,
  Beaker,
  Microscope,
  Globe,
  Music,
  ArtIcon: Palette,
  Zap,
  Atom,
  BookMarked,
  Languages,
  History: Landmark,
};

/** What a screen reader says for each icon in the picker. */
export const CLASS_ICON_LABELS: Readonly<Record<ClassIconName, string>> = {
  Book: 'Book',
  BookOpen: 'Open book',
  Calculator: 'Calculator',
  FlaskConical: 'Flask',
  Beaker: 'Beaker',
  Microscope: 'Microscope',
  Globe: 'Globe',
  Music: 'Music',
  ArtIcon: 'Art',
  Zap: 'Lightning',
  Atom: 'Atom',
  BookMarked: 'Bookmarked book',
  Languages: 'Languages',
  History: 'History',
};

function isClassIcon(name: string): name is ClassIconName {
  return (CLASS_ICONS as readonly string[]).includes(name);
}

/**
 * A class's icon on its own (decorative: the class name says what it is); Book for a name this
 * version does not know.
 */
function ClassIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = CLASS_ICON_COMPONENTS[isClassIcon(icon) ? icon : DEFAULT_CLASS_ICON];
  return <Icon aria-hidden="true" className={cn('size-5', className)} />;
}

/** A soft tint of the class colour that reads on light and dark cards alike. */
export function classTint(color: string, percent = 16): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}

const tileSizes = {
  sm: 'size-8 rounded-lg [&_svg]:size-4',
  md: 'size-11 rounded-xl [&_svg]:size-5',
  lg: 'size-14 rounded-2xl [&_svg]:size-7',
} as const;

/** The class icon drawn in the class colour on a tile tinted with it. */
export function ClassIconTile({
  icon,
  color,
  size = 'md',
  className,
}: {
  icon: string;
  color: string;
  size?: keyof typeof tileSizes;
  className?: string;
}) {
  const style = { '--class-color': color, backgroundColor: classTint(color) } as CSSProperties;
  return (
    <span
      aria-hidden="true"
      className={cn(
        // Lightened on dark cards, so a deep colour such as navy still shows.
        'flex shrink-0 items-center justify-center text-(--class-color) dark:text-[color-mix(in_srgb,var(--class-color)_70%,white)]',
        tileSizes[size],
        className,
      )}
      style={style}
    >
      <ClassIcon icon={icon} />
    </span>
  );
}
