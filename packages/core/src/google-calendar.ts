import { addLocalDays, instantToLocalDateTime } from './calendar';
import type { CalendarEntry } from './icalendar';

/*
 * A planner entry as a Google Calendar event body (Calendar API v3 `events` resource), pure so the
 * server only gathers rows and calls Google.
 */

/** Google's fixed event palette (GET /colors), by colorId. */
const GOOGLE_EVENT_COLORS = {
  '1': '#7986cb',
  '2': '#33b679',
  '3': '#8e24aa',
  '4': '#e67c73',
  '5': '#f6bf26',
  '6': '#f4511e',
  '7': '#039be5',
  '8': '#616161',
  '9': '#3f51b5',
  '10': '#0b8043',
  '11': '#d50000',
} as const;
export type GoogleColorId = keyof typeof GOOGLE_EVENT_COLORS;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
/** Below this saturation a colour reads as grey, whatever its hue. */
const GREY_SATURATION = 0.2;
const GREY_COLOR_ID = '8';
/** Hue decides the colour family; lightness and saturation only choose within it. */
const HUE_WEIGHT = 3;
const SATURATION_WEIGHT = 0.5;

/** Hue in degrees, saturation and lightness from 0 to 1; null for text that is not a hex colour. */
function hslOf(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, lightness];
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

/**
 * The palette colour nearest a class colour. Events cannot take any colour, only one of 11, so
 * the class's hue family is kept first (a blue class stays blue), greys become Graphite. Null
 * for no class or a colour that cannot be read: the event takes the calendar's own colour.
 */
export function nearestGoogleColorId(hex: string | null | undefined): GoogleColorId | null {
  const hsl = hex ? hslOf(hex) : null;
  if (!hsl) return null;
  const [hue, saturation, lightness] = hsl;
  if (saturation < GREY_SATURATION) return GREY_COLOR_ID;
  let best: GoogleColorId | null = null;
  let bestDistance = Infinity;
  for (const [id, paletteHex] of Object.entries(GOOGLE_EVENT_COLORS)) {
    const palette = id === GREY_COLOR_ID ? null : hslOf(paletteHex);
    if (!palette) continue;
    const hueGap = Math.abs(hue - palette[0]);
    const distance =
      ((Math.min(hueGap, 360 - hueGap) / 180) * HUE_WEIGHT) ** 2 +
      (lightness - palette[2]) ** 2 +
      ((saturation - palette[1]) * SATURATION_WEIGHT) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = id as GoogleColorId;
    }
  }
  return best;
}

type EventTime = { date: string } | { dateTime: string; timeZone: string };

export interface GoogleEventBody {
  summary: string;
  description: string;
  start: EventTime;
  end: EventTime;
  colorId?: GoogleColorId;
  /** Google shows it as a link under the event: the way back to the app. */
  source?: { title: string; url: string };
  /** A deleted event keeps its id at Google; sending this again brings it back. */
  status: 'confirmed';
  /** Due work does not make the student look busy to people scheduling with them. */
  transparency: 'opaque' | 'transparent';
}

/** How long a timed entry without an end (an assignment's due time) lasts on the calendar. */
const GOOGLE_TIMED_MINUTES = 30;

export interface GoogleEventOptions {
  /** IANA zone all-day dates are read in and timed events are shown in. */
  timeZone: string;
  colorHex: string | null;
  /** Assignments are due, not busy time. */
  busy: boolean;
}

export function googleEventOf(entry: CalendarEntry, options: GoogleEventOptions): GoogleEventBody {
  const { timeZone } = options;
  const link = entry.url ? `Open in Assignd: ${entry.url}` : '';
  const description = [entry.description ?? '', link].filter(Boolean).join('\n\n');
  const colorId = nearestGoogleColorId(options.colorHex);
  let start: EventTime;
  let end: EventTime;
  if (entry.allDay) {
    start = { date: instantToLocalDateTime(entry.start, timeZone).date };
    end = { date: instantToLocalDateTime(addLocalDays(entry.start, 1, timeZone), timeZone).date };
  } else {
    const until =
      entry.end && entry.end.getTime() > entry.start.getTime()
        ? entry.end
        : new Date(entry.start.getTime() + GOOGLE_TIMED_MINUTES * 60_000);
    start = { dateTime: entry.start.toISOString(), timeZone };
    end = { dateTime: until.toISOString(), timeZone };
  }
  return {
    summary: entry.title,
    description,
    start,
    end,
    ...(colorId ? { colorId } : {}),
    ...(entry.url ? { source: { title: 'Assignd', url: entry.url } } : {}),
    status: 'confirmed',
    transparency: options.busy ? 'opaque' : 'transparent',
  };
}
