/*
 * The names one module is spelled with on every side, from its kebab-case name: 'reading-list' is
 * the folder, route and cache key, readingList the code's prefix, reading_list the table's.
 */

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `name` cannot be a module's name, or null when it can. */
export function nameProblem(name) {
  if (typeof name !== 'string' || !KEBAB.test(name)) {
    return 'Expected a kebab-case name: lowercase letters and digits, words joined by "-" (reading-list)';
  }
  if (name.length > 40) return 'Expected a name of at most 40 characters';
  return null;
}

const words = (name) => name.split('-');
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export function namesOf(name) {
  const camel = words(name)
    .map((word, index) => (index === 0 ? word : capital(word)))
    .join('');
  const pascal = capital(camel);
  const snake = words(name).join('_');
  return {
    /** reading-list: folders, the web route, the API path and the cache key. */
    kebab: name,
    camel,
    pascal,
    snake,
    /** Reading list: the page's title. */
    title: capital(words(name).join(' ')),
    /** The table and its row: reading_list_items, readingListItems, ReadingListItem. */
    table: `${snake}_items`,
    rows: `${camel}Items`,
    Row: `${pascal}Item`,
  };
}
