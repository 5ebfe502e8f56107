/*
 * Exact fractions for grades and GPA (issue 30): points, weights and credits have at most two
 * decimals, so they are kept as whole hundredths, and every sum, mean and comparison is done on
 * integers. A student on 92.999 % is not an A because of binary floating point.
 */

/** A fraction n / d with d > 0, not necessarily reduced. */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const HUNDRED = 100n;

/** A number with at most two decimals (points, weights, credits) as whole hundredths. */
export function hundredths(value: number): bigint {
  return BigInt(Math.round(value * 100));
}

export const ratio = (n: bigint, d: bigint): Ratio => (d < 0n ? { n: -n, d: -d } : { n, d });

/** A value given in hundredths (93 % as 9300n, say) as a ratio. */
export const ofHundredths = (value: bigint): Ratio => ({ n: value, d: HUNDRED });

export const add = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });

export const times = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });

/** a / b; b must not be zero. */
export const over = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d, a.d * b.n);

/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Ratio, b: Ratio): number => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** A share (earned / possible) as a percent. */
export const asPercent = (share: Ratio): Ratio => ({ n: share.n * HUNDRED, d: share.d });

/** Rounded to `places` decimals, half away from zero, for showing. */
export function toDecimal(value: Ratio, places = 2): number {
  const scale = 10n ** BigInt(places);
  const scaled = value.n * scale;
  const whole = scaled / value.d;
  const rest = scaled % value.d;
  const sign = scaled < 0n ? -1n : 1n;
  const rounded = (rest < 0n ? -rest : rest) * 2n >= value.d ? whole + sign : whole;
  return Number(rounded) / Number(scale);
}
