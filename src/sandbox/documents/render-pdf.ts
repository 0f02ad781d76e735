import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { DocumentDef, DocumentFacts } from './document-sets';

const PAGE = { width: 612, height: 792, margin: 64 };
const BODY_SIZE = 11;
const LINE = 16;

/** Helvetica covers WinAnsi only; anything else would throw, so it prints as '?'. */
const printable = (text: string): string => text.normalize('NFC').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, BODY_SIZE) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real, multi-page PDF of the document for this application. The same application gives the
 * same bytes: the dates in the file are the application's, never the clock's.
 */
export async function renderPdf(def: DocumentDef, facts: DocumentFacts, fixedDate: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${def.title} - loan ${facts.loanNumber}`);
  pdf.setAuthor(printable(facts.lender));
  pdf.setCreator('HELOC sandbox');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = def.pageText(facts);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  pages.forEach((paragraphs, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    page.drawText(printable(def.title), { x: PAGE.margin, y, size: 16, font: bold, color: rgb(0.1, 0.1, 0.2) });
    y -= 2 * LINE;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, font, textWidth)) {
        page.drawText(line, { x: PAGE.margin, y, size: BODY_SIZE, font });
        y -= LINE;
      }
      y -= LINE / 2;
    }
    const footer = `Loan ${facts.loanNumber} - page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: 9, font });
  });
  return pdf.save({ useObjectStreams: false });
}
