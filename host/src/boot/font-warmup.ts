/**
 * Build time (rsbuild runs it in Node through first-paint.ts): index.html's font warm-up (issue 25,
 * decision 0069). The first layout of a screen looks up every font it draws in: each size and weight
 * of the page's face (a "strike"), the emoji face of the category icons, the Devanagari or Tamil face
 * of a Hindi or Tamil page. On the slow phone that was 80–200 ms of the signed-in shell's first frame,
 * after the last byte had come in, when nothing else could run. The script lays out one hidden line
 * in each of them while the page waits for its files, and takes it away again before anything
 * is painted: the browser keeps the fonts it has looked up, and the first frame finds them ready.
 *
 * The strikes are the design tokens' type scale (`--vd-font-size-*` in `@vd/shared/styles.css`) and
 * the sizes off it that the shell's header and the shared product grid draw in, in the weights the
 * screens use; any other size is still drawn right, only looked up in the first frame.
 */
import { LANGUAGE_NAMES, LOCALE_STORAGE_KEY, type Locale } from '@vd/contract/i18n';
import { scriptJson, signInPathLiteral } from './inline-script';

/** The weights the screens draw most of their text in: body, semibold (labels), bold (titles, prices). */
export const WARM_WEIGHTS = [400, 600, 700] as const;

/**
 * A Latin line with the digits and the rupee sign, and one emoji (the product's cart): enough to
 * load each face; the face's other characters come from the same files.
 */
const LATIN_SAMPLE = 'Aa1\u20b9';
const EMOJI_SAMPLE = '\u{1f6d2}';

/**
 * The emoji sample's family: the one the screens' emoji marks are drawn in (`--vd-font-emoji` in
 * `tokens.css`, the colour emoji faces by name; decision 0082), so the face warmed is the face they use.
 */
export const EMOJI_FAMILY = 'var(--vd-font-emoji)';

/**
 * What must be left of an idle moment to lay out one more sample: a new face takes up to ~50 ms on the
 * slow phone (the emoji face), a new size of a loaded face a few ms.
 */
const IDLE_MARGIN_MS = 20;

/** The root font size the rem values of the tokens resolve against (the browser's default). */
const ROOT_PX = 16;

/** The distinct sizes in px of a stylesheet's `<n>rem` / `<n>px` values that `pattern` captures (value, unit), in order. */
function sizesIn(css: string, pattern: RegExp): number[] {
  const sizes: number[] = [];
  for (const match of css.matchAll(pattern)) {
    const px = Number(match[1]) * (match[2] === 'rem' ? ROOT_PX : 1);
    if (Number.isFinite(px) && px > 0 && !sizes.includes(px)) sizes.push(px);
  }
  return sizes;
}

/** The type scale's sizes in px, in the order `tokens.css` declares them (`--vd-font-size-*: <n>rem|px`). */
export const typeScale = (tokensCss: string): number[] => sizesIn(tokensCss, /--vd-font-size-[\w-]+\s*:\s*([\d.]+)(rem|px)\s*;/g);

/**
 * The sizes in px a stylesheet draws text in (`font-size: <n>rem|px`, in the order they first appear;
 * sizes from tokens are on the scale already): first-paint.ts warms those of the stylesheets whose
 * text the first screens draw (`WARM_STYLESHEETS`: the shell's header, the shared product grid).
 */
export const declaredSizes = (css: string): number[] => sizesIn(css, /(?:^|[;{\s])font-size\s*:\s*([\d.]+)(rem|px)\s*(?:;|})/g);

/** The sizes to warm: the type scale, then what other stylesheets add to it. */
export function warmSizes(scale: readonly number[], ...more: readonly (readonly number[])[]): number[] {
  const sizes = [...scale];
  for (const px of more.flat()) if (!sizes.includes(px)) sizes.push(px);
  return sizes;
}

export interface FontWarmupOptions {
  sizes: readonly number[];
  weights?: readonly number[];
  /** Each language's own name, drawn in its own script: the stored language's loads its face. */
  languageNames?: Readonly<Record<Locale, string>>;
}

/**
 * The inline script's body. On a page past the sign-in (the sign-in screens render as soon as their
 * files are in, with nothing to wait for), once the entry script has run (`DOMContentLoaded`), in
 * the main thread's idle moments: the page then waits for the router's, the shell's and the area's
 * files (decision 0067), and an idle callback runs only when no other task is waiting (the boot
 * script's callbacks that ask for the area's files, React's boot). The samples — each size of the
 * scale in the first weight, the emoji (in the emoji marks' family) with the stored language's own
 * name (its face), then the other weights — are laid out one at a time (a span added to an
 * `aria-hidden`, invisible, size-contained block, its width read) for as long as the idle moment lasts (while more than
 * `IDLE_MARGIN_MS` of it is left), so that no step becomes a long task; the block is removed at the
 * end of each step, before anything is painted. The last step marks `vd:fonts-warm`. A browser
 * without idle callbacks takes a timer per sample. Anything failing leaves the page as it was.
 */
export function fontWarmupScript({ sizes, weights = WARM_WEIGHTS, languageNames = LANGUAGE_NAMES }: FontWarmupOptions): string {
  return (
    `(function(){try{if(${signInPathLiteral()}.test(location.pathname))return;` +
    `var S=${scriptJson(sizes)},W=${scriptJson(weights)},N=${scriptJson(languageNames)},l=null,x='',T=[],k=0,i,j;` +
    `try{l=localStorage.getItem(${scriptJson(LOCALE_STORAGE_KEY)})}catch(e){}` +
    `if(l&&Object.prototype.hasOwnProperty.call(N,l))x=' '+N[l];` +
    `for(j=0;j<W.length;j++){for(i=0;i<S.length;i++)T.push([${scriptJson(LATIN_SAMPLE)},S[i],W[j]]);` +
    `if(j===0)T.push([${scriptJson(EMOJI_SAMPLE)}+x,${scriptJson(ROOT_PX)},W[0],${scriptJson(EMOJI_FAMILY)}])}` +
    `function step(dl){try{var d=document.createElement('div');d.setAttribute('aria-hidden','true');` +
    `d.style.cssText='position:absolute;top:0;left:0;width:1px;height:1px;overflow:hidden;visibility:hidden;contain:strict;white-space:nowrap;pointer-events:none';` +
    `document.body.appendChild(d);` +
    `do{var e=document.createElement('span'),t=T[k++];e.style.fontSize=t[1]+'px';e.style.fontWeight=String(t[2]);if(t[3])e.style.fontFamily=t[3];e.textContent=t[0];d.appendChild(e);void d.offsetWidth}` +
    `while(k<T.length&&dl&&dl.timeRemaining()>${IDLE_MARGIN_MS});d.remove()}catch(e){return}` +
    `if(k<T.length)q(step);else if(window.performance&&performance.mark)performance.mark('vd:fonts-warm')}` +
    `function q(f){if(window.requestIdleCallback)requestIdleCallback(f);else setTimeout(f,1)}` +
    `document.addEventListener('DOMContentLoaded',function(){q(step)})}catch(e){}})();`
  );
}
