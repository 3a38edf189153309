/** Where the repository is, for the build and test tools (Node only). */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
