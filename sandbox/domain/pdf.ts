// A small PDF 1.4 writer for the sandbox's statements: A4 pages of text in the standard Helvetica fonts (no
// embedding), uncompressed content streams, a correct cross-reference table. Text is WinAnsi-encoded (so '£' works);
// characters outside it print as '?'. Enough for real, valid documents without a PDF package.

export type PdfCell = { x: number; text: string };
export type PdfLine = {
  cells: PdfCell[];
  /** Font size in points (default 10). */
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gapBefore?: number;
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** WinAnsiEncoding code points above ASCII that the statements use. */
const WIN_ANSI: Record<string, number> = { '£': 0xa3, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '•': 0x95 };

/** A PDF literal string's bytes (as a latin1 string): WinAnsi, with \ ( ) escaped. */
function literal(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.charCodeAt(0);
    let byte = char.length === 1 && code >= 0x20 && code < 0x7f ? code : (WIN_ANSI[char] ?? 0x3f);
    if (char.length === 1 && code >= 0xa0 && code <= 0xff) byte = code;
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += '\\';
    out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Lines laid out top to bottom, breaking onto new pages as needed. */
function paginate(lines: readonly PdfLine[]): string[] {
  const pages: string[] = [];
  let content = '';
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    const advance = size * 1.4 + (line.gapBefore ?? 0);
    if (y - advance < MARGIN && content) {
      pages.push(content);
      content = '';
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= advance;
    for (const cell of line.cells) {
      content += `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${cell.x} ${y.toFixed(1)} Td ${literal(cell.text)} Tj ET\n`;
    }
  }
  pages.push(content);
  return pages;
}

/** The PDF file (bytes) for these lines; `title` goes in the document information. */
export function renderPdf(lines: readonly PdfLine[], title: string): Buffer {
  const pages = paginate(lines);
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${literal(title)} /Producer (Sandbox bank) >>`;
  pages.forEach((content, index) => {
    const pageId = pageIds[index] as number;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}endstream`;
  });

  // Every character is one byte (latin1), so string lengths are byte offsets.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = file.length;
    file += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    file += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
