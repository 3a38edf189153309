/**
 * Operations: list an area's releases and point the registry at one.
 *
 *   pnpm release list <area>            every release of the area, the current one marked
 *   pnpm release use <area> <release>   serve that release from the next page load (pinned)
 *   pnpm release rollback <area>        point at the release built before the current one
 *   pnpm release latest <area>          unpin: the next start serves the newest build
 *   pnpm release build <area> [--id X]  build and publish a new immutable release
 *   pnpm release status                 what the registry points at
 *
 * No host rebuild or restart is needed: the host reads /remotes.json on every page load.
 */
import { AREAS, type AreaName } from './lib/paths';
import { buildRelease, listReleases, readRegistry, unpinRelease, useRelease as serveRelease } from './lib/releases';

function usage(message?: string): never {
  if (message) console.error(`release: ${message}`);
  console.error('usage: pnpm release <list|use|rollback|latest|build|status> [area] [release] [--id ID]');
  process.exit(2);
}

function area(value: string | undefined): AreaName {
  if (!value || !(AREAS as readonly string[]).includes(value)) usage(`area must be one of ${AREAS.join(', ')}`);
  return value as AreaName;
}

const [command, ...rest] = process.argv.slice(2);
try {
  switch (command) {
    case 'list': {
      const a = area(rest[0]);
      const current = readRegistry().areas[a]?.release;
      const releases = listReleases(a);
      if (releases.length === 0) console.log(`${a}: no releases yet (pnpm release build ${a})`);
      for (const r of releases) {
        console.log(`${r.id === current ? '*' : ' '} ${r.id.padEnd(24)} built ${r.builtAt}`);
      }
      break;
    }
    case 'use': {
      const a = area(rest[0]);
      const id = rest[1] ?? usage('which release? see `pnpm release list <area>`');
      serveRelease(a, id);
      console.log(`${a} now serves release ${id} (from the next page load)`);
      break;
    }
    case 'rollback': {
      const a = area(rest[0]);
      const current = readRegistry().areas[a]?.release;
      const releases = listReleases(a);
      const index = releases.findIndex((r) => r.id === current);
      const previous = index > 0 ? releases[index - 1] : undefined;
      if (!previous) usage(`${a} has no release older than ${current ?? '(none)'}`);
      serveRelease(a, previous.id);
      console.log(`${a} rolled back from ${current} to ${previous.id}`);
      break;
    }
    case 'latest': {
      const a = area(rest[0]);
      unpinRelease(a);
      console.log(`${a} unpinned: the next start serves its newest build`);
      break;
    }
    case 'build': {
      const a = area(rest[0]);
      const idFlag = rest.indexOf('--id');
      const id = idFlag >= 0 ? rest[idFlag + 1] : undefined;
      const info = buildRelease(a, { id });
      console.log(`${a}: release ${info.id} ready`);
      break;
    }
    case 'status': {
      const registry = readRegistry();
      for (const a of AREAS) {
        const entry = registry.areas[a];
        console.log(`${a.padEnd(8)} ${entry ? `${entry.release}${entry.pinned ? ' (pinned)' : ''}  ${entry.manifest}` : '(none)'}`);
      }
      break;
    }
    default:
      usage(command ? `unknown command "${command}"` : undefined);
  }
} catch (error) {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
