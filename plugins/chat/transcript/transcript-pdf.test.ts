// The transcript PDF as a reader sees it: each test builds the PDF and reads it back with pdfjs-dist.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  buildTranscriptPdf,
  BUBBLE_WIDTH,
  FONT_FALLBACK_LOG,
  GENERATION_FAILED_LOG,
  type TranscriptMessage,
} from './transcript-pdf';

const fontPath = fileURLToPath(new URL('../../../web/public/fonts/LiberationSans-Regular.ttf', import.meta.url));
const loadFont = async () => {
  const file = readFileSync(fontPath);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
};

function message(partial: Partial<TranscriptMessage>): TranscriptMessage {
  return { source: 'user', type: 'text', text: '', timestamp: '2026-03-03T22:05:00.000Z', agentName: null, entryType: null, ...partial };
}

interface ReadPdf {
  title: unknown;
  pages: { width: number; height: number; text: string; fonts: string[] }[];
}

async function read(bytes: ArrayBuffer): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes.slice(0)), useSystemFonts: false, isEvalSupported: false }).promise;
  const meta = await pdf.getMetadata();
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const content = await page.getTextContent();
    await page.getOperatorList(); // loads the page's fonts, so their names can be read
    // Drawn text only: pdfjs also reports empty end-of-line markers.
    const items = content.items.filter((item): item is Extract<typeof item, { str: string }> => 'str' in item && item.str !== '');
    pages.push({
      width: x1 - x0,
      height: y1 - y0,
      // One line per text item, in drawing order (jspdf draws each wrapped line as one text item).
      text: items.map((item) => item.str).join('\n'),
      // The fonts the text is drawn in, by name (the embedded font's PostScript name, or the standard font's).
      fonts: [...new Set(items.map((item) => String(page.commonObjs.get(item.fontName).name)))],
    });
  }
  await pdf.destroy();
  return { title: (meta.info as Record<string, unknown>).Title, pages };
}

const conversation: TranscriptMessage[] = [
  message({ source: 'system', type: 'text', text: 'Routed to Wrap investments', entryType: 'routing' }),
  message({ source: 'user', text: 'Hello, can I get help with a café client’s account — the Dupré family?' }),
  message({ source: 'agent', type: 'human', text: 'Of course, I can help with that.', agentName: 'Priya' }),
  message({ source: 'agent', type: 'typing', text: 'Priya is typing', agentName: 'Priya' }),
  message({ source: 'user', text: '   \n\t  ' }),
  message({ source: 'chatbot', text: 'Q here, still listening.', agentName: 'Q' }),
  message({ source: 'system', text: 'Priya left. This chat has ended. Thanks for chatting.' }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildTranscriptPdf', () => {
  it('prints the title, the text and human messages and the Sydney times, in the custom font, on an A4 page titled Chat transcript', async () => {
    const warn = vi.spyOn(console, 'warn');
    const doc = await buildTranscriptPdf(conversation, { loadFont });
    const bytes = doc.output('arraybuffer');
    const pdf = await read(bytes);

    expect(warn).not.toHaveBeenCalled();
    expect(pdf.title).toBe('Chat transcript');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatchObject({ width: 595, height: 842 });
    const text = pdf.pages[0].text;
    expect(text.split('\n')[0]).toBe('Chat transcript');
    expect(text).toContain('Hello, can I get help with a café client’s account — the Dupré family?');
    expect(text).toContain('Of course, I can help with that.');
    expect(text).toContain('Q here, still listening.');
    // 22:05 UTC on 3 March is 9:05 the next morning in Sydney (daylight time, +11).
    expect(text).toContain('You · 04 Mar 2026, 9:05am Sydney time');
    expect(text).toContain('Priya · 04 Mar 2026, 9:05am Sydney time');
    expect(text).toContain('Q · 04 Mar 2026, 9:05am Sydney time');
    expect(text).toContain('Page 1 of 1');
    expect(pdf.pages[0].fonts).toEqual(['LiberationSans']);
  });

  it('leaves out routing entries, other message types and empty messages, and shows an ended chat as exactly "This chat has ended"', async () => {
    const pdf = await read((await buildTranscriptPdf(conversation, { loadFont })).output('arraybuffer'));
    const lines = pdf.pages[0].text.split('\n');

    expect(pdf.pages[0].text).not.toContain('Routed to Wrap investments');
    expect(pdf.pages[0].text).not.toContain('Priya is typing');
    expect(lines).toContain('This chat has ended');
    expect(pdf.pages[0].text).not.toContain('Thanks for chatting');
    expect(pdf.pages[0].text).not.toContain('Priya left');
    // Title, then sender line + text for each of the 4 printed messages (the system one has only its time), then the page number.
    expect(lines).toEqual([
      'Chat transcript',
      'You · 04 Mar 2026, 9:05am Sydney time',
      'Hello, can I get help with a café client’s account — the Dupré family?',
      'Priya · 04 Mar 2026, 9:05am Sydney time',
      'Of course, I can help with that.',
      'Q · 04 Mar 2026, 9:05am Sydney time',
      'Q here, still listening.',
      '04 Mar 2026, 9:05am Sydney time',
      'This chat has ended',
      'Page 1 of 1',
    ]);
  });

  it('numbers every page "Page n of N" when the messages run over a page, and wraps a long message within the bubble width', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      message({ source: i % 2 ? 'agent' : 'user', type: i % 2 ? 'human' : 'text', agentName: i % 2 ? 'Priya' : null, text: `Message number ${i + 1}` }),
    );
    const long = 'The quick brown fox jumps over the lazy dog. '.repeat(12).trim();
    const doc = await buildTranscriptPdf([...many, message({ text: long })], { loadFont });
    const pdf = await read(doc.output('arraybuffer'));

    expect(pdf.pages.length).toBe(2);
    expect(pdf.pages.map((page) => page.text.split('\n').at(-1))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    for (const page of pdf.pages) expect(page).toMatchObject({ width: 595, height: 842 });
    const all = pdf.pages.map((page) => page.text).join('\n');
    for (let i = 1; i <= 20; i++) expect(all.split('\n')).toContain(`Message number ${i}`);
    // The long message is wrapped: several lines, each no wider than the bubble allows, together the whole text.
    const start = all.indexOf('The quick brown fox');
    const wrapped = all.slice(start).split('\n').slice(0, -1);
    expect(wrapped.length).toBeGreaterThan(2);
    expect(wrapped.join(' ')).toBe(long);
    doc.setFontSize(10);
    for (const line of wrapped) expect(doc.getTextWidth(line)).toBeLessThanOrEqual(BUBBLE_WIDTH - 16);
  });

  it('breaks a word longer than the bubble (a pasted link) across lines instead of running off the page', async () => {
    const link = `https://example.com/${'a1b2c3d4e5'.repeat(30)}`;
    const doc = await buildTranscriptPdf([message({ text: link })], { loadFont });
    const lines = (await read(doc.output('arraybuffer'))).pages[0].text.split('\n').slice(2, -1);

    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(link);
    doc.setFontSize(10);
    for (const line of lines) expect(doc.getTextWidth(line)).toBeLessThanOrEqual(BUBBLE_WIDTH - 16);
  });

  it('carries a message longer than a page over to the next page', async () => {
    const paragraph = Array.from({ length: 70 }, (_, i) => `Line ${i + 1} of a very long message.`).join('\n');
    const pdf = await read((await buildTranscriptPdf([message({ text: paragraph })], { loadFont })).output('arraybuffer'));

    expect(pdf.pages.length).toBe(2);
    expect(pdf.pages[0].text).toContain('Line 1 of a very long message.');
    expect(pdf.pages[1].text).toContain('Line 70 of a very long message.');
    const all = pdf.pages.map((page) => page.text).join('\n').split('\n');
    for (let i = 1; i <= 70; i++) expect(all).toContain(`Line ${i} of a very long message.`);
    expect(pdf.pages[1].text.split('\n').at(-1)).toBe('Page 2 of 2');
  });

  it('falls back to Helvetica, logging why, when the custom font cannot be loaded, and still produces the PDF', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('HTTP 404');
    const bytes = (await buildTranscriptPdf(conversation, { loadFont: () => Promise.reject(failure) })).output('arraybuffer');
    const pdf = await read(bytes);

    expect(warn).toHaveBeenCalledWith(FONT_FALLBACK_LOG, failure);
    expect(FONT_FALLBACK_LOG).toBe('Failed to load custom font, falling back to standard font');
    expect(pdf.pages[0].fonts).toEqual(['Helvetica']);
    expect(pdf.title).toBe('Chat transcript');
    expect(pdf.pages[0].text).toContain('Of course, I can help with that.');
    expect(pdf.pages[0].text).toContain('Page 1 of 1');
  });

  it('falls back the same way when the font file is not a font jspdf can read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bytes = (await buildTranscriptPdf(conversation, { loadFont: async () => new TextEncoder().encode('<html>not a font</html>').buffer as ArrayBuffer })).output('arraybuffer');

    expect(warn).toHaveBeenCalledWith(FONT_FALLBACK_LOG, expect.any(Error));
    const pdf = await read(bytes);
    expect(pdf.pages[0].fonts).toEqual(['Helvetica']);
    expect(pdf.pages[0].text).toContain('Page 1 of 1');
  });

  it('by default fetches the font asset once and falls back when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('missing', { status: 404 }));
    const bytes = (await buildTranscriptPdf(conversation)).output('arraybuffer');

    expect(fetch).toHaveBeenCalledWith('/fonts/LiberationSans-Regular.ttf');
    expect(warn).toHaveBeenCalledWith(FONT_FALLBACK_LOG, expect.any(Error));
    expect((await read(bytes)).pages[0].fonts).toEqual(['Helvetica']);

    // A failed download is not remembered: the next build fetches again, and reuses a font it got.
    fetch.mockImplementation(async () => new Response(await loadFont(), { status: 200 }));
    const again = (await buildTranscriptPdf(conversation)).output('arraybuffer');
    await buildTranscriptPdf(conversation);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await read(again)).pages[0].fonts).toEqual(['LiberationSans']);
  });

  it('logs "Failed to generate PDF transcript" and rethrows when the PDF cannot be made', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = [message({ text: 'hello' }), { ...message({}), text: undefined as unknown as string }];

    await expect(buildTranscriptPdf(broken, { loadFont })).rejects.toThrow(TypeError);
    expect(error).toHaveBeenCalledWith(GENERATION_FAILED_LOG, expect.any(TypeError));
    expect(GENERATION_FAILED_LOG).toBe('Failed to generate PDF transcript');
  });
});
