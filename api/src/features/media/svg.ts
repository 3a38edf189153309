/** Small, deterministic SVG images for the demo seed: no downloads, a few hundred bytes each. */

export interface PlaceholderImage {
  title: string;
  subtitle?: string;
  /** 0-359 */
  hue: number;
  /** A short mark drawn large in the middle (an emoji or initials). */
  mark?: string;
  width?: number;
  height?: number;
  /** 0 = flat card, 1.. = a different decoration per gallery image. */
  variant?: number;
  /** Only the mark, large, white and centred, no title: for avatars and logos shown small. */
  monogram?: boolean;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && `${line} ${w}`.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(0, width - 1))}…`;
    return kept;
  }
  return lines;
}

/**
 * The faces the pictures' text is drawn in, named on the picture itself. Each picture is a document
 * of its own in the browser: text without a family falls to the browser's default serif face, and an
 * emoji in it is found by searching every installed font, a slow lookup on the way to the first
 * product picture. The same faces as the app's type (shared/src/ui/tokens.css, --vd-font-sans and
 * --vd-font-emoji).
 */
export const PICTURE_FONT = 'system-ui,sans-serif';
export const PICTURE_EMOJI_FONT = `'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji',${PICTURE_FONT}`;

export function placeholderSvg(img: PlaceholderImage): string {
  const w = img.width ?? 400;
  const h = img.height ?? 400;
  const hue = ((Math.round(img.hue) % 360) + 360) % 360;
  const hue2 = (hue + 40) % 360;
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(img.title)}" font-family="${PICTURE_FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,52%)"/><stop offset="1" stop-color="hsl(${hue2},58%,38%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`;
  if (img.monogram) {
    const mark = escapeXml(img.mark ?? img.title.slice(0, 1));
    return `${open}<text x="50%" y="50%" dy=".35em" font-weight="700" font-size="${Math.round(Math.min(w, h) * 0.4)}" fill="#fff" text-anchor="middle">${mark}</text></svg>`;
  }
  const v = img.variant ?? 0;
  const fontSize = Math.round(Math.min(w, h) / 13);
  const lines = wrapText(img.title, Math.max(8, Math.floor(w / (fontSize * 0.6))), 2);
  const textY = h - fontSize * (lines.length + (img.subtitle ? 1.6 : 0.8));
  const deco =
    v % 3 === 1
      ? `<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${w * 0.25}" fill="#fff" opacity=".15"/>`
      : v % 3 === 2
        ? `<rect x="${w * -0.1}" y="${h * 0.55}" width="${w * 1.2}" height="${h * 0.2}" fill="#fff" opacity=".12" transform="rotate(-12 ${w / 2} ${h / 2})"/>`
        : '';
  const mark = img.mark
    ? `<text x="50%" y="${h * 0.45}" font-family="${PICTURE_EMOJI_FONT}" font-size="${Math.round(Math.min(w, h) / 3.2)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(img.mark)}</text>`
    : '';
  const text = lines.map((l, i) => `<tspan x="50%" dy="${i === 0 ? 0 : fontSize * 1.2}">${escapeXml(l)}</tspan>`).join('');
  const sub = img.subtitle
    ? `<text x="50%" y="${h - fontSize * 0.9}" font-size="${Math.round(fontSize * 0.75)}" fill="#fff" opacity=".85" text-anchor="middle">${escapeXml(img.subtitle)}</text>`
    : '';
  return (
    `${open}${deco}${mark}` + `<text x="50%" y="${textY}" font-weight="600" font-size="${fontSize}" fill="#fff" text-anchor="middle">${text}</text>${sub}</svg>`
  );
}
