// Joins what each module declares (modules/*/) into the shared records; not part of the package's exports.

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** One record holding the keys of every part, each with its own value's type. */
export type Joined<Part> = {
  [Key in keyof UnionToIntersection<Part>]: UnionToIntersection<Part>[Key];
};

/**
 * The parts joined in module order. A key two modules declare would be kept once, silently: the
 * contract test (modules/contracts.test.ts) refuses that.
 */
export function joinParts<Part extends object>(parts: readonly Part[]): Joined<Part> {
  return Object.assign({}, ...parts) as Joined<Part>;
}

/** The same record with each value mapped, keys kept. */
export function mapParts<Parts extends object, Value>(
  parts: Parts,
  map: (part: Parts[keyof Parts], key: keyof Parts) => Value,
): Record<keyof Parts, Value> {
  return Object.fromEntries(
    Object.entries(parts).map(([key, part]) => [
      key,
      map(part as Parts[keyof Parts], key as keyof Parts),
    ]),
  ) as Record<keyof Parts, Value>;
}
