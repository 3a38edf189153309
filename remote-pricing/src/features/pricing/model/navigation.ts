/**
 * Moving away with unsaved changes (spec section 4 "Pricing edits"): switching category asks
 * first, and so do leaving the screen and closing the tab.
 */

/** The router blocker's question: ask when something is unsaved and the path changes. */
export const leavesScreen = (unsaved: number, fromPath: string, toPath: string): boolean => unsaved > 0 && fromPath !== toPath;

/** What the 'Unsaved Changes' dialog is asking about: a category to open, or leaving the screen. */
export type PendingMove = { kind: 'category'; nodeId: string } | { kind: 'leave' };
