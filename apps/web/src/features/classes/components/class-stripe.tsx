/** The band in a class's colour along one edge of its card or row (placed by the class). */
export function ClassStripe({ color, className }: { color: string; className: string }) {
  return <span aria-hidden="true" className={className} style={{ backgroundColor: color }} />;
}
