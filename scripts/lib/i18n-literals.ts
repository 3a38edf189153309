/**
 * Finds user-visible text written in components instead of a message catalogue (issue 14,
 * decision 0044): JSX text with letters, and string literals with letters given to JSX attributes
 * a person reads or hears (`aria-label`, `title`, `placeholder`, `alt`, `label`, …) or written as
 * a JSX child expression (`{'Save'}`). Names of things that are not words to translate (brand
 * marks, units the spec fixes) are marked in place with a comment `i18n-ignore: <why>` on the
 * line before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'message',
  'text',
  'heading',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
const LETTERS = /[A-Za-z]{2,}/;

export interface Literal {
  file: string;
  line: number;
  text: string;
}

function ignored(source: ts.SourceFile, node: ts.Node): boolean {
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const lines = source.text.split('\n');
  return [lines[line], lines[line - 1]].some((l) => l?.includes('i18n-ignore'));
}

export function literalsIn(file: string, text: string): Literal[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, value: string) => {
    if (!LETTERS.test(value) || ignored(source, node)) return;
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: value.trim().slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      if (READ_ATTRIBUTES.has(name)) {
        const init = node.initializer;
        if (ts.isStringLiteral(init)) report(init, init.text);
        else if (ts.isJsxExpression(init) && init.expression) for (const s of stringsOf(init.expression)) report(s.node, s.text);
      }
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const s of stringsOf(node.expression)) report(s.node, s.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Texts an expression can evaluate to directly (`'a'`, `c ? 'a' : 'b'`, `x ?? 'a'`, `` `a ${b}` ``). */
function stringsOf(expression: ts.Expression): Array<{ node: ts.Node; text: string }> {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [{ node: expression, text: expression.text }];
  if (ts.isParenthesizedExpression(expression)) return stringsOf(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...stringsOf(expression.whenTrue), ...stringsOf(expression.whenFalse)];
  const logical = [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken];
  if (ts.isBinaryExpression(expression) && logical.includes(expression.operatorToken.kind)) {
    return [...stringsOf(expression.left), ...stringsOf(expression.right)];
  }
  if (ts.isTemplateExpression(expression)) {
    return [{ node: expression, text: [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)].join(' ') }];
  }
  return [];
}

/** Every component file of the apps and the shared package (tests and stories excluded). */
export function componentFiles(root: string): string[] {
  const dirs = ['host/src', 'remote-orders/src', 'remote-store/src', 'remote-pricing/src', 'remote-profile/src', 'shared/src'];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name)) out.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return out.sort();
}

export function findLiterals(root: string): Literal[] {
  return componentFiles(root).flatMap((file) => literalsIn(path.relative(root, file), readFileSync(file, 'utf8')));
}
