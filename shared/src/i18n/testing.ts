/**
 * The completeness check of an app's translations, run by each app's unit
 * tests: every catalogue defined in the app's `*messages.ts` / `*Messages.ts` files has a Hindi and
 * a Tamil text for every key and no other key, each translation is valid ICU MessageFormat, and it
 * uses the same placeholders as the English text. Node only (reads the source folder).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogueInfo } from '@vd/contract/i18n';
import type { LocaleBundle } from '@vd/contract/i18n';

type Token = string | readonly unknown[];

/** The argument names a message uses (`{name}`, `{count, plural, …}`, nested ones too). */
export function messageArguments(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (cases && typeof cases === 'object') for (const value of Object.values(cases)) walk(value);
    }
  };
  walk(compileMessage(message));
  return names;
}

function messageFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'node_modules') out.push(...messageFiles(full));
    } else if (/[mM]essages\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every catalogue exported by the `*messages.ts` files under `srcDir` (or each of several folders). */
export async function cataloguesIn(srcDir: string | readonly string[]): Promise<Array<{ id: string; english: Readonly<Record<string, string>> }>> {
  const found = new Map<string, { id: string; english: Readonly<Record<string, string>> }>();
  for (const file of (typeof srcDir === 'string' ? [srcDir] : srcDir).flatMap(messageFiles)) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (!value || typeof value !== 'object') continue;
      try {
        const info = catalogueInfo(value);
        found.set(info.id, info);
      } catch {
        /* not a catalogue */
      }
    }
  }
  return [...found.values()];
}

/** Problems with `bundles` (one per line; empty when complete). */
export async function translationProblems(srcDir: string | readonly string[], bundles: Readonly<Record<string, LocaleBundle>>): Promise<string[]> {
  const catalogues = await cataloguesIn(srcDir);
  const problems: string[] = [];
  if (catalogues.length === 0) problems.push(`no catalogues found under ${srcDir}`);
  for (const [locale, bundle] of Object.entries(bundles)) {
    const ids = new Set(catalogues.map((c) => c.id));
    for (const id of Object.keys(bundle)) if (!ids.has(id)) problems.push(`${locale}: catalogue '${id}' is not defined in the app`);
    for (const { id, english } of catalogues) {
      const texts = bundle[id];
      if (!texts) {
        problems.push(`${locale}: catalogue '${id}' is missing`);
        continue;
      }
      for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${locale}: ${id}.${key} is missing`);
      for (const key of Object.keys(texts)) if (!(key in english)) problems.push(`${locale}: ${id}.${key} is not in English`);
      for (const [key, text] of Object.entries(texts)) {
        const source = english[key];
        if (source === undefined) continue;
        if (/\{\s*\w+\s*,/.test(source)) problems.push(`en: ${id}.${key} uses ICU syntax; English keeps to {name} placeholders`);
        let used: Set<string>;
        try {
          used = messageArguments(text);
        } catch (error) {
          problems.push(`${locale}: ${id}.${key} is not valid ICU MessageFormat: ${(error as Error).message}`);
          continue;
        }
        const wanted = messageArguments(source);
        const missing = [...wanted].filter((n) => !used.has(n));
        const extra = [...used].filter((n) => !wanted.has(n));
        if (missing.length || extra.length) {
          problems.push(`${locale}: ${id}.${key} placeholders differ from English (missing: ${missing.join(', ') || '-'}; extra: ${extra.join(', ') || '-'})`);
        }
        if (text.trim() === '' && source.trim() !== '') problems.push(`${locale}: ${id}.${key} is empty`);
      }
    }
  }
  return problems;
}
