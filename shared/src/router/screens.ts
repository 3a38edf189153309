import { matchPath } from 'react-router-dom';

export interface ScreenDef<K extends string = string> {
  pattern: string;
  key: K;
}

export interface ResolvedScreen<K extends string = string> {
  key: K;
  params: Record<string, string | undefined>;
}

/** Which of an area's screens a pathname shows (first match wins), or null. */
export function resolveScreen<K extends string>(pathname: string, screens: readonly ScreenDef<K>[]): ResolvedScreen<K> | null {
  for (const screen of screens) {
    const match = matchPath({ path: screen.pattern, end: true }, pathname);
    if (match) return { key: screen.key, params: match.params };
  }
  return null;
}
