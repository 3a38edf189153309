/**
 * Makes the bill PDF. Loaded on demand (dynamic import), with pdf-lib and
 * qrcode. Hindi and Tamil need OpenType shaping (conjuncts, vowel signs before the consonant), which
 * pdf-lib does not do: the bill is laid out on a canvas, where the browser shapes the text with the
 * Noto Sans Devanagari and Tamil fonts (fetched from this remote only now, never bundled into JS),
 * and the canvas goes into an 80 mm receipt-width PDF page as one image. The words are in the
 * document's title, subject and keywords.
 */
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import devaLatin400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff2';
import devaLatin700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff2';
import deva400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import deva700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';
import type { BillContent } from '../model/bill';

const FAMILY = 'VD Bill';
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212,U+FEFF,U+FFFD';
const DEVANAGARI = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF';
const TAMIL = 'U+0B82-0BFA';

const FACES: [string, string, string][] = [
  [devaLatin400, '400', LATIN],
  [devaLatin700, '700', LATIN],
  [deva400, '400', DEVANAGARI],
  [deva700, '700', DEVANAGARI],
  [tamil400, '400', TAMIL],
  [tamil700, '700', TAMIL],
];

let fontsReady: Promise<void> | null = null;

/** Registers and loads the bill's faces once per page (a failure leaves the system fonts to draw). */
function loadFonts(): Promise<void> {
  fontsReady ??= Promise.all(
    FACES.map(async ([url, weight, unicodeRange]) => {
      const face = new FontFace(FAMILY, `url(${url})`, { weight, unicodeRange });
      await face.load();
      document.fonts.add(face);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      console.warn('[bill] fonts could not be loaded; system fonts are used', error);
    },
  );
  return fontsReady;
}

/** 80 mm in PDF points. */
const PAGE_WIDTH_PT = (80 / 25.4) * 72;
/** Canvas pixels across the 80 mm (about 203 dpi, a thermal printer's). */
const W = 640;
const PAD = 28;
const FONT = (size: number, bold = false) => `${bold ? 700 : 400} ${size}px "${FAMILY}", "Noto Sans", "Noto Sans Devanagari", "Noto Sans Tamil", sans-serif`;

type Op = (ctx: CanvasRenderingContext2D) => void;

/** Splits `text` into lines no wider than `width` at spaces (a single long word is left whole). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Lays the bill out (measuring on `ctx`) as drawing steps and the height they need. */
function layout(ctx: CanvasRenderingContext2D, b: BillContent, qr: HTMLCanvasElement | null): { ops: Op[]; height: number } {
  const ops: Op[] = [];
  let y = PAD;
  const text = (s: string, size: number, opts: { bold?: boolean; align?: CanvasTextAlign; x?: number; width?: number; color?: string } = {}) => {
    ctx.font = FONT(size, opts.bold);
    const width = opts.width ?? W - 2 * PAD;
    const lines = wrap(ctx, s, width);
    for (const line of lines) {
      const lineY = y + size;
      const x = opts.x ?? (opts.align === 'center' ? W / 2 : opts.align === 'right' ? W - PAD : PAD);
      ops.push((c) => {
        c.font = FONT(size, opts.bold);
        c.fillStyle = opts.color ?? '#111';
        c.textAlign = opts.align ?? 'left';
        c.fillText(line, x, lineY);
      });
      y += Math.round(size * 1.45);
    }
  };
  const rule = (dashed = false) => {
    const at = y + 8;
    ops.push((c) => {
      c.strokeStyle = '#444';
      c.lineWidth = 2;
      c.setLineDash(dashed ? [8, 6] : []);
      c.beginPath();
      c.moveTo(PAD, at);
      c.lineTo(W - PAD, at);
      c.stroke();
      c.setLineDash([]);
    });
    y += 20;
  };
  const pair = (left: string, right: string, size: number, bold = false) => {
    const top = y;
    ctx.font = FONT(size, bold);
    const rightWidth = ctx.measureText(right).width;
    text(left, size, { bold, width: W - 2 * PAD - rightWidth - 16 });
    const end = y;
    y = top;
    text(right, size, { bold, align: 'right' });
    y = Math.max(end, y);
  };

  text(b.shopName, 34, { bold: true, align: 'center' });
  for (const l of b.shopLines) text(l, 21, { align: 'center', color: '#333' });
  y += 6;
  text(b.title, 26, { bold: true, align: 'center' });
  rule();
  pair(b.orderNo, '', 23, true);
  text(b.date, 21);
  if (b.customer) text(b.customer, 21);
  rule(true);

  const qtyX = W - PAD - 150;
  const head = y;
  text(b.head.item, 19, { bold: true, color: '#444' });
  y = head;
  text(b.head.qty, 19, { bold: true, x: qtyX, align: 'right', color: '#444' });
  y = head;
  text(b.head.amount, 19, { bold: true, align: 'right', color: '#444' });
  for (const r of b.rows) {
    y += 4;
    const top = y;
    text(r.name, 22, { bold: true, width: qtyX - PAD - 60 });
    text(r.detail, 19, { color: '#444', width: qtyX - PAD - 60 });
    const end = y;
    y = top;
    text(r.qty, 22, { x: qtyX, align: 'right' });
    y = top;
    text(r.amount, 22, { align: 'right' });
    y = Math.max(end, y);
  }
  rule(true);
  for (const t of b.totals) pair(t.label, t.value, t.strong ? 28 : 22, t.strong);
  rule();
  text(b.payment, 23, { bold: true, align: 'center' });
  if (b.upi && qr) {
    y += 10;
    const size = 300;
    const top = y;
    ops.push((c) => c.drawImage(qr, (W - size) / 2, top, size, size));
    y += size + 6;
    text(b.upi.caption, 20, { align: 'center', color: '#333' });
  }
  y += 10;
  text(b.thanks, 21, { align: 'center', color: '#333' });
  return { ops, height: y + PAD };
}

/** The bill as a PDF file (80 mm wide, as long as it needs). */
export async function makeBill(b: BillContent): Promise<Blob> {
  await loadFonts();
  let qr: HTMLCanvasElement | null = null;
  if (b.upi) {
    qr = document.createElement('canvas');
    await QRCode.toCanvas(qr, b.upi.link, { margin: 1, width: 300, errorCorrectionLevel: 'M' });
  }
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = 100;
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('no 2d canvas');
  const { ops, height } = layout(measure, b, qr);
  canvas.height = Math.ceil(height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, canvas.height);
  ctx.textBaseline = 'alphabetic';
  for (const op of ops) op(ctx);

  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob failed'))), 'image/png'),
  );
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await png.arrayBuffer());
  const scale = PAGE_WIDTH_PT / W;
  const page = doc.addPage([PAGE_WIDTH_PT, canvas.height * scale]);
  page.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH_PT, height: canvas.height * scale });
  doc.setTitle(`${b.shopName} – ${b.orderNo}`);
  doc.setSubject(
    [b.title, b.date, ...b.rows.map((r) => `${r.name} ${r.qty} ${r.amount}`), ...b.totals.map((t) => `${t.label} ${t.value}`), b.payment].join(' · '),
  );
  doc.setProducer('Vendor Dashboard');
  doc.setCreator('Vendor Dashboard');
  doc.setCreationDate(new Date());
  // Plain cross-reference table (no object streams): any PDF reader, old printers included, opens it.
  const bytes = await doc.save({ useObjectStreams: false });
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
