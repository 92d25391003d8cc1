import { AppError } from '../../http/app-error';

/**
 * `fields=title,slug` as a function keeping only those fields of an item (every field when the parameter is
 * absent). Checked before anything is read: an empty list or an unknown name is a 400 naming it and the
 * fields the answer has. The item keeps its type: the contracts document that `fields` leaves the rest out.
 */
export function fieldPicker(fields: string | undefined, known: readonly string[]): <Item>(item: Item) => Item {
  if (fields === undefined) return (item) => item;
  const names = fields
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new AppError(400, `fields must name at least one field: ${known.join(', ')}`);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new AppError(
      400,
      `fields: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')} (this answer has: ${known.join(', ')})`,
    );
  }
  const wanted = new Set(names);
  return <Item>(item: Item) => {
    if (!item || typeof item !== 'object') return item;
    return Object.fromEntries(Object.entries(item).filter(([key]) => wanted.has(key))) as Item;
  };
}
