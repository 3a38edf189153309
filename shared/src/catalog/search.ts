/** Category search of the store's category browser and the profile's category editor. */

/** A name as search compares it: case, accents and extra spaces do not matter. */
export function foldForSearch(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Search in groups of names: a group whose name matches keeps all its items, otherwise only its
 * items that match (`itemText` gives the texts an item is found by); groups left empty go. An empty
 * query keeps everything.
 */
export function searchGroups<G, I>(
  groups: readonly G[],
  query: string,
  parts: { name: (group: G) => string; items: (group: G) => readonly I[]; itemText: (item: I) => readonly string[]; withItems: (group: G, items: I[]) => G },
): G[] {
  const q = foldForSearch(query);
  if (!q) return [...groups];
  return groups.flatMap((g) => {
    if (foldForSearch(parts.name(g)).includes(q)) return [g];
    const matching = parts.items(g).filter((item) => parts.itemText(item).some((text) => foldForSearch(text).includes(q)));
    return matching.length === 0 ? [] : [parts.withItems(g, matching)];
  });
}
