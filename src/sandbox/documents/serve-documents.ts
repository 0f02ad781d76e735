import type { Context } from 'hono';
import type { SandboxDb } from '../db';
import type { SignerRecord } from '../heloc/application-record';
import { HttpError } from '../http-error';
import type { StoredApplication } from '../stores/applications-store';
import { documentFacts } from './document-facts';
import { findDocument, type DocumentDef, type DocumentSetName } from './document-sets';
import { renderPdf } from './render-pdf';
import type { DocumentSetResponse } from '@/generated/types/document-set-response';

type DocumentSets = Record<DocumentSetName, readonly DocumentDef[]>;

/** GET .../documents?set=: the set's documents with their page counts. */
export function documentList(app: StoredApplication, sets: DocumentSets, set: DocumentSetName): DocumentSetResponse {
  return {
    documents: sets[set].map((d) => ({ key: d.key, title: d.title, pages: d.pageText(placeholderFacts(app)).length })),
  };
}

/** Page counts do not depend on what the pages say, so the list needs no profile lookup. */
function placeholderFacts(app: StoredApplication) {
  const r = app.record;
  return {
    lender: app.org,
    borrowerName: '',
    signerName: null,
    loanNumber: r.loanNumber,
    propertyAddress: '',
    offer: '',
    drawAmount: '',
    originationFee: '',
    dated: '',
  };
}

/** GET .../documents/{key}.pdf: the generated PDF, the same bytes every time for the same application. */
export async function documentPdf(
  c: Context,
  db: SandboxDb,
  app: StoredApplication,
  sets: DocumentSets,
  signer?: SignerRecord,
): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const key = file.replace(/\.pdf$/, '');
  const def = findDocument(sets, key);
  if (!def) throw new HttpError(404, `No document '${key}'`);
  const bytes = await renderPdf(def, documentFacts(db, app, signer), new Date(app.record.auditFields.createdDate));
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${key}-${app.record.loanNumber}.pdf"`,
  });
}
