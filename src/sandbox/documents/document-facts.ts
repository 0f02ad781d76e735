import { formatMoney } from '../../core/format/money';
import { originationFeeDollars } from '../../core/offer/draw';
import type { SandboxDb } from '../db';
import type { ApplicationRecord, SignerRecord } from '../heloc/application-record';
import type { StoredApplication } from '../stores/applications-store';
import { readProfile } from '../stores/profiles-store';
import type { DocumentFacts } from './document-sets';

const usd = (n: number): string => formatMoney(n, 0);

/** The offer, draw and fee lines of the documents; the fee to the cent, as the offer panel shows it. */
export function offerLine(record: ApplicationRecord): { offer: string; draw: string; fee: string } {
  const chosen = record.selectedOffer;
  const offer = chosen && record.offers?.offers.find((o) => o.id === chosen.offerId);
  if (!chosen || !offer) return { offer: 'no offer selected yet', draw: 'not chosen yet', fee: 'not known yet' };
  const cap = record.offers?.ofeeMaxThreshold ?? 0;
  const feeCap = cap > 0 ? cap : undefined;
  return {
    offer: `${offer.term}-year ${offer.type} line of ${usd(offer.max)} at ${offer.rate.toFixed(3)}% APR (offer ${offer.id})`,
    draw: usd(chosen.drawAmount),
    fee: `${offer.originationFee}% (${formatMoney(originationFeeDollars(chosen.drawAmount, offer.originationFee, feeCap), 2)})`,
  };
}

/** What the documents of this application say; signer set for an additional signer's copy. */
export function documentFacts(db: SandboxDb, app: StoredApplication, signer?: SignerRecord): DocumentFacts {
  const { record } = app;
  const name = readProfile(db, app.identityUuid)?.name;
  const borrowerName =
    [name?.firstName, name?.middleName, name?.lastName, name?.suffix].filter(Boolean).join(' ') || 'the borrower';
  const p = record.property;
  const { offer, draw, fee } = offerLine(record);
  return {
    lender: app.org,
    borrowerName,
    signerName: signer ? `${signer.firstName} ${signer.lastName}` : null,
    loanNumber: record.loanNumber,
    propertyAddress: [p.street1, p.street2, `${p.city}, ${p.state} ${p.zip}`].filter(Boolean).join(', '),
    offer,
    drawAmount: draw,
    originationFee: fee,
    dated: record.auditFields.createdDate.slice(0, 10),
  };
}
