/**
 * Test fixtures for the catalogue's category tree (unit tests of @vd/shared and of the areas; not
 * part of any screen's bundle): one node, named after its id in capitals, available, without
 * icon or picture, unless `overrides` says otherwise.
 */
import type { CategoryNode } from '../session/types';

export function categoryNode(id: string, subCategories: CategoryNode[] = [], overrides: Partial<CategoryNode> = {}): CategoryNode {
  return { id, name: id.toUpperCase(), available: true, icon: null, imageUrl: null, subCategories, ...overrides };
}
