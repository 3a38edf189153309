/** The data layer (TanStack Query) for every area (issue 8). Filled in by the data-layer work. */
export {};
