/**
 * Finds API paths written as literals in browser code (issue 19): every call goes through a route
 * object of the contract (`callApi(routes.x, …)`, `routeUrl(routes.x)` in tests), so the API's paths
 * are written once, in `contract/src/routes.ts`. A string or template literal is an API path when it
 * is one of the routes' paths — with or without its leading slash (a one-segment path only with it:
 * 'vendor' alone is a word), `${…}` standing for a path
 * parameter, a query string allowed after it, and optionally behind an origin or base URL
 * (`${base}/vendor/products`, `http://localhost:8080/rest/localbig/api/v1/vendor`). A literal that is
 * exactly a page of the host (its route table, `/address`, `/vendor/profile`, and its own paths such as
 * the `/vendor` redirect), with or without a query string, is a page, not a call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROUTES as API_ROUTES } from '@vd/contract/routes';
import { LOGIN_PATH, OTP_PATH, ROUTES as PAGE_ROUTES, UNKNOWN_PATH_REDIRECT, VENDOR_HOME } from '../../shared/src/contract/routes';

export interface PathLiteral {
  file: string;
  line: number;
  text: string;
}

/** Where a template literal had an expression. */
const HOLE = '\u0000';
const SKIP_DIRS = new Set(['node_modules', 'dist', 'releases', 'public', 'coverage', '.e2e', '.data']);
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
/** The host's pages: its route table and its own paths (sign-in, the `/vendor` redirect of decision 0003). */
const PAGES = new Set<string>([...PAGE_ROUTES.map((route) => route.path), LOGIN_PATH, OTP_PATH, UNKNOWN_PATH_REDIRECT, VENDOR_HOME]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(routePath: string): RegExp {
  const segments = routePath
    .replace(/^\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?:${HOLE}|[^/?${HOLE}]+)` : segment === '*' ? '.*' : escapeRegExp(segment)));
  // An optional origin, base URL or expression in front, then the path, then an optional query. A
  // one-segment path without its slash is an ordinary word ('vendor', 'address'): only with it.
  const slash = segments.length > 1 ? '/?' : '/';
  return new RegExp(`^(?:(?:${HOLE}|[a-z]+://[^/]*)(?:/[\\w.-]+)*?)?${slash}${segments.join('/')}/?(?:\\?.*)?$`);
}

const PATTERNS = Object.values(API_ROUTES).map((route) => ({ path: route.path, pattern: patternOf(route.path) }));

/** Whether a literal is one of the host's pages, also with a query string or fragment (`/vendor/profile?tab=hours`). */
export function isHostPage(text: string): boolean {
  return PAGES.has(text.replace(/[?#].*$/, ''));
}

/** The API route path a literal's text is, or undefined. */
export function apiPathOf(text: string): string | undefined {
  if (isHostPage(text)) return undefined;
  return PATTERNS.find(({ pattern }) => pattern.test(text))?.path;
}

function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  return undefined;
}

/** The API-path literals of one file's text. */
export function pathLiteralsIn(file: string, text: string): PathLiteral[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.js') || file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node) => {
    const value = textOf(node);
    if (value !== undefined && apiPathOf(value) !== undefined) {
      // Import and export specifiers ('./vendor') are module names, never calls.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isExternalModuleReference(node.parent)) {
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: value.replaceAll(HOLE, '$' + '{…}') });
      }
    }
    // A template expression is judged whole, not by its parts.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The browser apps and @vd/shared: host/, remote-*\/, shared/ (sources and tests, build configs). */
export function browserDirs(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'host' || entry.name === 'shared' || entry.name.startsWith('remote-')))
    .map((entry) => path.join(root, entry.name));
}

export function findPathLiterals(root: string): PathLiteral[] {
  return browserDirs(root)
    .flatMap(sourceFiles)
    .flatMap((file) => pathLiteralsIn(path.relative(root, file), readFileSync(file, 'utf8')));
}
