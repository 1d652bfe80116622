// The chat transcript PDF (001 §4 Chat transcript, §5, §9; issue 15). jspdf is imported here and nowhere
// else: the chat window imports this module dynamically when the adviser downloads, so jspdf stays out of
// the initial bundle (npm run bench:chat checks it).
//
// Layout (001 §9 constants; where the spec is silent, the choices are written beside the constant):
//  - A4 portrait in points, 595 x 842, margin 50 on every side; the title 'Chat transcript' at 16 pt.
//  - One bubble per message, at most PAGE_WIDTH - 2 x MARGIN - 100 = 395 pt wide, as wide as its longest line.
//    The adviser's own messages sit on the right (as in the chat window), everyone else's (the support person,
//    Q, the chat's system messages) on the left. Above each bubble, at 8 pt, who wrote it and when, in
//    Sydney time ('You · 03 Mar 2025, 9:05am Sydney time'); a system message shows only the time.
//  - Text at 10 pt on 16 pt lines, word-wrapped to the bubble; a message longer than the rest of a page
//    continues in a bubble on the next page. 15 pt between bubbles.
//  - 'Page n of N' at 8 pt, centred in the bottom margin of every page.
//  - The text is set in Liberation Sans (web/public/fonts, its licence beside it), loaded when the PDF is
//    built, so accented letters and typographic punctuation print as typed; it is metric-compatible with
//    Helvetica, so the standard-font fallback (when the font cannot be had) lays out the same.
import { jsPDF } from 'jspdf';
import { t } from '@kit/copy';
import { sydneyDateTime } from '@kit/sydney-time';

/** A chat message as the gateway's ChatMessage gives it. */
export type TranscriptMessage = {
  source: string;
  type: string;
  text: string;
  timestamp: string;
  agentName: string | null;
  entryType: string | null;
};

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;
export const MARGIN = 50;
export const FONT_SIZE = 10;
export const TITLE_SIZE = 16;
export const TIMESTAMP_SIZE = 8;
export const LINE_HEIGHT = 16;
export const BUBBLE_SPACING = 15;
export const BUBBLE_WIDTH = PAGE_WIDTH - 2 * MARGIN - 100;
export const FILE_NAME = 'chat-transcript.pdf';

/** Inside a bubble: 8 pt from the border to the text on each side, 4 pt above and below the 16 pt lines. */
const PADDING_X = 8;
const PADDING_Y = 4;
/** The sender/time line: 8 pt text on a 12 pt line, directly above its bubble. */
const META_HEIGHT = TIMESTAMP_SIZE * 1.5;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN;

const FONT_URL = `${import.meta.env?.BASE_URL ?? '/'}fonts/LiberationSans-Regular.ttf`;
const CUSTOM_FONT = 'LiberationSans';
const CUSTOM_FONT_FILE = 'LiberationSans-Regular.ttf';
const STANDARD_FONT = 'helvetica';

export const FONT_FALLBACK_LOG = 'Failed to load custom font, falling back to standard font';
export const GENERATION_FAILED_LOG = 'Failed to generate PDF transcript';

const COLOURS = {
  text: [26, 26, 26],
  meta: [96, 96, 96],
  user: [220, 235, 250],
  other: [240, 240, 240],
  systemBorder: [190, 190, 190],
} as const;

type Side = 'user' | 'other' | 'system';

/** One message as the transcript prints it. */
export interface TranscriptEntry {
  side: Side;
  /** 'You', the support person's name, 'Q'; null for a system message. */
  sender: string | null;
  /** The time in Sydney time, or null when the timestamp cannot be read. */
  time: string | null;
  text: string;
}

/**
 * 001 §5: only text and human messages, none empty once stripped of surrounding white space, no routing
 * entries; a system message containing 'This chat has ended' is exactly that phrase. The text is plain
 * text (the gateway's contract), so nothing else is stripped: an adviser who typed '<b>' sees '<b>'.
 */
export function transcriptEntries(messages: readonly TranscriptMessage[]): TranscriptEntry[] {
  const ended = t('chat.ended');
  const entries: TranscriptEntry[] = [];
  for (const message of messages) {
    if (message.type !== 'text' && message.type !== 'human') continue;
    if (message.entryType === 'routing') continue;
    const text = message.text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').trim();
    if (!text) continue;
    const side: Side = message.source === 'user' ? 'user' : message.source === 'system' ? 'system' : 'other';
    entries.push({
      side,
      sender:
        side === 'user' ? t('chat.transcript.you') : side === 'system' ? null : message.agentName?.trim() || t('chat.transcript.supportTeam'),
      time: sydneyDateTime(message.timestamp),
      text: side === 'system' && text.includes(ended) ? ended : text,
    });
  }
  return entries;
}

let fontCache: Promise<string> | null = null;

/** The font file as a binary string (what jspdf's file system takes); one download per page load. */
async function fetchFont(): Promise<ArrayBuffer> {
  const response = await fetch(FONT_URL);
  if (!response.ok) throw new Error(`font ${FONT_URL}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

export interface TranscriptPdfOptions {
  /** Where the TrueType font comes from; default: GET /fonts/LiberationSans-Regular.ttf (fetched once, then reused). */
  loadFont?: () => Promise<ArrayBuffer>;
}

/** Registers the custom font and selects it; on any failure, logs the fallback and selects Helvetica. */
async function selectFont(doc: jsPDF, loadFont: (() => Promise<ArrayBuffer>) | undefined): Promise<string> {
  let pending: Promise<string> | null = null;
  try {
    pending = loadFont ? loadFont().then(binaryString) : (fontCache ??= fetchFont().then(binaryString));
    const file = await pending;
    // jspdf reads a file that does not start like a TrueType font as base64, and logs rather than throws.
    if (!file.startsWith('\x00\x01\x00\x00')) throw new Error('the font file is not a TrueType font');
    doc.addFileToVFS(CUSTOM_FONT_FILE, file);
    doc.addFont(CUSTOM_FONT_FILE, CUSTOM_FONT, 'normal');
    doc.setFont(CUSTOM_FONT, 'normal');
    // A font jspdf cannot read fails here rather than half way through the document.
    doc.getTextWidth('Aé—');
    return CUSTOM_FONT;
  } catch (error) {
    // The next download tries again: a failed fetch is not remembered.
    if (!loadFont && fontCache === pending) fontCache = null;
    console.warn(FONT_FALLBACK_LOG, error);
    doc.setFont(STANDARD_FONT, 'normal');
    return STANDARD_FONT;
  }
}

function fill(doc: jsPDF, rgb: readonly number[]): void {
  doc.setFillColor(rgb[0], rgb[1], rgb[2]);
}

function textColour(doc: jsPDF, rgb: readonly number[]): void {
  doc.setTextColor(rgb[0], rgb[1], rgb[2]);
}

/** Draws the transcript; the document is complete (pages numbered) when it returns. */
function layOut(doc: jsPDF, entries: readonly TranscriptEntry[], font: string): void {
  const title = t('chat.transcriptTitle');
  doc.setProperties({ title });
  doc.setLanguage('en-AU');

  doc.setFont(font, 'normal');
  textColour(doc, COLOURS.text);
  doc.setFontSize(TITLE_SIZE);
  doc.text(title, MARGIN, MARGIN + TITLE_SIZE);
  let y = MARGIN + TITLE_SIZE + BUBBLE_SPACING + 5;

  for (const entry of entries) {
    doc.setFontSize(FONT_SIZE);
    const lines: string[] = doc.splitTextToSize(entry.text, BUBBLE_WIDTH - 2 * PADDING_X);
    const textWidth = Math.max(...lines.map((line) => doc.getTextWidth(line)));
    const bubbleWidth = Math.min(BUBBLE_WIDTH, Math.ceil(textWidth) + 2 * PADDING_X);
    const left = entry.side === 'user' ? PAGE_WIDTH - MARGIN - bubbleWidth : MARGIN;

    // The sender line keeps with at least the first line of its message.
    if (y + META_HEIGHT + LINE_HEIGHT + 2 * PADDING_Y > CONTENT_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    const meta = entry.sender
      ? entry.time
        ? t('chat.transcript.sender', { sender: entry.sender, time: entry.time })
        : entry.sender
      : (entry.time ?? '');
    doc.setFontSize(TIMESTAMP_SIZE);
    textColour(doc, COLOURS.meta);
    if (meta) {
      if (entry.side === 'user') doc.text(meta, PAGE_WIDTH - MARGIN, y + TIMESTAMP_SIZE, { align: 'right' });
      else doc.text(meta, left, y + TIMESTAMP_SIZE);
    }
    y += META_HEIGHT;

    doc.setFontSize(FONT_SIZE);
    let next = 0;
    while (next < lines.length) {
      if (y + LINE_HEIGHT + 2 * PADDING_Y > CONTENT_BOTTOM) {
        doc.addPage();
        y = MARGIN;
      }
      const fits = Math.max(1, Math.floor((CONTENT_BOTTOM - y - 2 * PADDING_Y) / LINE_HEIGHT));
      const part = lines.slice(next, next + fits);
      const height = part.length * LINE_HEIGHT + 2 * PADDING_Y;
      if (entry.side === 'system') {
        doc.setDrawColor(COLOURS.systemBorder[0], COLOURS.systemBorder[1], COLOURS.systemBorder[2]);
        doc.roundedRect(left, y, bubbleWidth, height, 6, 6, 'S');
      } else {
        fill(doc, entry.side === 'user' ? COLOURS.user : COLOURS.other);
        doc.roundedRect(left, y, bubbleWidth, height, 6, 6, 'F');
      }
      textColour(doc, COLOURS.text);
      part.forEach((line, i) => {
        doc.text(line, left + PADDING_X, y + PADDING_Y + i * LINE_HEIGHT + LINE_HEIGHT / 2, { baseline: 'middle' });
      });
      y += height;
      next += part.length;
    }
    y += BUBBLE_SPACING;
  }

  const total = doc.getNumberOfPages();
  doc.setFontSize(TIMESTAMP_SIZE);
  textColour(doc, COLOURS.meta);
  for (let n = 1; n <= total; n++) {
    doc.setPage(n);
    doc.text(t('chat.transcript.page', { n, total }), PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN / 2, { align: 'center' });
  }
}

/** Builds the transcript PDF of a conversation's messages (oldest first). Logs and rethrows a failure. */
export async function buildTranscriptPdf(messages: readonly TranscriptMessage[], options: TranscriptPdfOptions = {}): Promise<jsPDF> {
  try {
    const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: [PAGE_WIDTH, PAGE_HEIGHT], compress: true });
    const font = await selectFont(doc, options.loadFont);
    layOut(doc, transcriptEntries(messages), font);
    return doc;
  } catch (error) {
    console.error(GENERATION_FAILED_LOG, error);
    throw error;
  }
}

/** Builds the transcript and saves it as chat-transcript.pdf (the browser's download). */
export async function downloadTranscript(messages: readonly TranscriptMessage[], options: TranscriptPdfOptions = {}): Promise<void> {
  const doc = await buildTranscriptPdf(messages, options);
  try {
    doc.save(FILE_NAME);
  } catch (error) {
    console.error(GENERATION_FAILED_LOG, error);
    throw error;
  }
}
