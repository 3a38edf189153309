/**
 * The profile area's query keys: its reads are its own (no other area invalidates them). Keys are
 * hierarchical: invalidating a prefix (`vendor.all()`) reaches every key below it.
 */
export const profileKeys = {
  /** The business-details editors. */
  business: {
    all: () => ['business'] as const,
    /** GET vendor/attribute: the attribute master list. */
    attributeDefinitions: () => ['business', 'attributeDefinitions'] as const,
    /** GET category: every category (the category editor's choices). */
    categoryTree: () => ['business', 'categoryTree'] as const,
    /** GET vendor/images: the gallery with image ids. */
    gallery: () => ['business', 'gallery'] as const,
    /** GET vendor/holidays: the coming holidays. */
    holidays: () => ['business', 'holidays'] as const,
    /** GET geo/search?q=. */
    placeSearch: (q: string) => ['business', 'placeSearch', q] as const,
  },
  /** The Staff screen. */
  staff: {
    /** GET vendor/staff. */
    list: () => ['staff', 'list'] as const,
  },
  /** The profile area's editing screens. */
  vendor: {
    all: () => ['vendor'] as const,
    /** GET vendor as the editing screens read it (the session's vendor is refreshed with it). */
    record: () => ['vendor', 'record'] as const,
  },
} as const;
