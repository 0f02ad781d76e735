/**
 * The application screens done as a borrower does them, shared by the widget, task and happy-path
 * specs. Every word is read from flows/application at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  actAs,
  applicationCopy,
  applicationPath,
  screens,
  screenTitle,
  URL_OF,
  expectOneCurrentStep,
} from './application';
import { flagOn } from './feature-flags';
import { watchCsp } from './page-checks';
import type { Borrower } from './sandbox-client';
import { BANK_ALLOW_LABEL } from '../../src/sandbox/routes/bank-link';
import { conditionFlags } from '../../src/core/application/screen-conditions';

export type ScreenCopy = {
  title: string;
  copy?: Record<string, string>;
  actions?: { label: string; recheck?: boolean }[];
  submitLabel?: string;
  stage?: string;
};
export const screen = (path: string) => screens[path] as unknown as ScreenCopy;
export const words = (path: string): Record<string, string> => screen(path).copy!;

type FlowForm = {
  uiSchema: Record<string, { 'ui:title': string; 'ui:enumNames'?: string[] }>;
  rules: { field: string; messages: Record<string, string> }[];
};
/** A form of flows/forms/ (the bank account, the signer invitation, the sign-in), as the app draws it. */
export const flowForm = (key: string): FlowForm =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'flows', 'forms', `${key}.json`), 'utf8')) as FlowForm;
/** The bank account form's labels by field, and its routing number words. */
export const bankForm = flowForm('bank-account');
export const bankLabel = (field: string) => bankForm.uiSchema[field]!['ui:title'];
export const routingNumberInvalid = bankForm.rules.find((r) => r.field === '/routingNumber')!.messages.invalid!;

type IdentityUploadForm = {
  uiSchema: {
    idType: { 'ui:title': string; 'ui:enumNames': Record<string, string> };
    front: { 'ui:title': string };
    back: { 'ui:title': string };
  };
  messages: Record<'/idType' | '/front' | '/back', string>;
  rules: { messages: Record<string, string> }[];
  submitLabel: string;
};
const idForm = flowForm('identity-upload') as unknown as IdentityUploadForm;
/** The photo ID form of the identity screens and the signer's identity condition: labels, ID type names, words, button. */
export const idWords = {
  legend: idForm.uiSchema.idType['ui:title'],
  idType: idForm.uiSchema.idType['ui:enumNames'],
  front: idForm.uiSchema.front['ui:title'],
  back: idForm.uiSchema.back['ui:title'],
  idTypeRequired: idForm.messages['/idType'],
  fileType: idForm.rules[0]!.messages.fileType!,
  submit: idForm.submitLabel,
};

/** A one-pixel PNG: what a phone photo of an ID is to the upload widgets. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

/** Routing took the borrower to `path`, whose heading has focus (waiting statuses move on by themselves). */
export async function arriveAt(page: Page, uuid: string, path: string, timeout = 20_000): Promise<void> {
  await expect(page).toHaveURL(URL_OF(uuid, path), { timeout });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle(path), exact: true })).toBeFocused();
}

/** The step bar marks the step of the screen's stage as the current one. */
/** Signs the borrower in, opens their application and waits until routing shows `path`; the CSP violations seen from then on. */
export async function openAt(page: Page, borrower: Borrower, path: string): Promise<string[]> {
  await actAs(page, borrower);
  const csp = watchCsp(page);
  await page.goto(applicationPath(borrower.uuid));
  await arriveAt(page, borrower.uuid, path);
  return csp;
}

export async function expectCurrentStep(page: Page, path: string): Promise<void> {
  const { stage } = screen(path);
  const step = applicationCopy.stepBar.steps.find((s) => (s.stages as readonly string[]).includes(stage!));
  if (!step) throw new Error(`No step of the step bar shows stage ${stage} (screen "${path}")`);
  const current = await expectOneCurrentStep(page);
  await expect(current).toContainText(step.label);
}

/** The flag that splits offer selection over pages (named by product/select's options.splitWhen). */
const SPLIT_FLAG = conditionFlags([screens['product/select']?.options?.splitWhen])[0];

/** Whether a brand's offer selection is split over pages (offers, then the draw page): its flag with no override. */
export function offerSelectionSplit(orgCode: string): boolean {
  return SPLIT_FLAG !== undefined && flagOn(orgCode, SPLIT_FLAG);
}

/**
 * On product/select with an offer chosen: Continue, through the draw page when the brand splits
 * offer selection (there at `draw`, else at the draw shown), to the confirm step.
 */
export async function continueToConfirm(page: Page, uuid: string, orgCode: string, draw?: number): Promise<void> {
  await page.getByRole('button', { name: words('product/select').continue }).click();
  if (offerSelectionSplit(orgCode)) {
    await arriveAt(page, uuid, 'product/select/draw');
    const drawPage = words('product/select/draw');
    if (draw !== undefined) await page.getByRole('textbox', { name: drawPage.drawField }).fill(String(draw));
    await page.getByRole('button', { name: drawPage.continue }).click();
  }
  await arriveAt(page, uuid, 'product/select/confirm');
}

/** On product/select: picks offer `index` and types the draw (on the draw page when the brand splits selection), then confirms it. */
export async function selectOfferAndDraw(
  page: Page,
  uuid: string,
  orgCode: string,
  index: number,
  draw: number,
): Promise<void> {
  const select = words('product/select');
  await page.getByRole('group', { name: select.offersLegend }).getByRole('radio').nth(index).check();
  if (!offerSelectionSplit(orgCode)) {
    await page.getByRole('textbox', { name: select.drawField }).fill(String(draw));
    await expect(page.getByRole('slider', { name: select.drawSlider })).toHaveValue(String(draw));
  }
  await continueToConfirm(page, uuid, orgCode, draw);
  await page.getByRole('button', { name: words('product/select/confirm').confirm }).click();
}

/** On income/review: links a bank account's transactions through the provider, by way of the bank's sign-in page. */
export async function linkIncome(page: Page, uuid: string): Promise<void> {
  const review = words('income/review');
  await page.getByRole('radio', { name: review['PLAID_TRANSACTIONS.label'] }).check();
  await page.getByRole('button', { name: review.submit }).click();
  const link = words('income/link/:type');
  await expect(page).toHaveURL(URL_OF(uuid, 'income/link/PLAID_TRANSACTIONS'));
  await expect(page.getByRole('heading', { level: 2, name: link['PLAID_TRANSACTIONS.name'] })).toBeVisible();
  await page.getByRole('button', { name: link.connect, exact: true }).click();
  // The bank link signs in at the bank (the sandbox's simulated one), which sends the borrower
  // back through plaid-oauth-success to this screen to finish.
  await page.getByRole('link', { name: BANK_ALLOW_LABEL }).click();
}

/** On identity: both sides of a driver's licence, and the HARD_CREDIT consent ticked. The caller submits. */
export async function uploadLicence(page: Page): Promise<void> {
  await page.getByRole('radio', { name: idWords.idType.DRIVERS_LICENSE }).check();
  await page.getByLabel(idWords.front).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(idWords.back).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await giveHardCreditConsent(page);
}

/** On the applicant's identity screen: tick the HARD_CREDIT consent (the hard pull follows). */
export async function giveHardCreditConsent(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: words('identity').hardCreditConsent }).check();
}

export const BANK_ACCOUNT = {
  holderName: 'Pat Doe',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  mask: '••••6789',
};

/** On bank/disburse: the account details, with `routingNumber` as typed. The caller submits. */
export async function fillBankAccount(page: Page, routingNumber = BANK_ACCOUNT.routingNumber): Promise<void> {
  await page.getByLabel(bankLabel('holderName')).fill(BANK_ACCOUNT.holderName);
  await page.getByLabel(bankLabel('routingNumber')).fill(routingNumber);
  await page.getByLabel(bankLabel('accountNumber'), { exact: true }).fill(BANK_ACCOUNT.accountNumber);
  await page.getByLabel(bankLabel('confirmAccountNumber')).fill(BANK_ACCOUNT.accountNumber);
  await page.getByRole('radio', { name: bankForm.uiSchema.accountType!['ui:enumNames']![0] }).check();
}

/** On bank/autopay: pay from the disbursement account. */
export async function autopayFromSameAccount(page: Page): Promise<void> {
  const copy = words('bank/autopay');
  await page.getByRole('radio', { name: copy.methodSame!.replace('{mask}', BANK_ACCOUNT.mask) }).check();
  await page.getByRole('button', { name: copy.submit }).click();
}

/** From signing/intro to signing/sign; returns the sign button (enabled once the last page is reached). */
export async function openDocuments(page: Page): Promise<ReturnType<Page['getByRole']>> {
  const intro = screen('signing/intro');
  await page
    .getByRole('button', { name: intro.actions![0]!.label })
    .or(page.getByRole('link', { name: intro.actions![0]!.label }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('signing/sign') })).toBeFocused();
  return page.getByRole('button', { name: words('signing/sign').submit, exact: true });
}

/** Reads every document to the last page, which enables signing. */
export async function readToTheEnd(page: Page, sign: ReturnType<Page['getByRole']>): Promise<void> {
  const pages = page.getByRole('figure', { name: /^Page \d+ of \d+$/ });
  // pdf.js draws the pages one document after another: on a busy machine the last ones may
  // arrive after a first scroll to the bottom, as they would for a borrower on a slow phone.
  await expect(pages.first()).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await pages.last().scrollIntoViewIfNeeded();
    await expect(sign).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * On notary/intro: starts the eNotary session (through the geolocation explainer: Continue, and the
 * browser's answer, shared or not), then confirms it complete on notary/session.
 */
export async function meetTheNotary(page: Page, uuid: string): Promise<void> {
  const copy = words('notary/intro');
  await page.getByRole('button', { name: copy.start }).click();
  await page
    .getByRole('dialog', { name: copy.locationTitle })
    .getByRole('button', { name: copy.locationShare })
    .click();
  await arriveAt(page, uuid, 'notary/session');
  await page.getByRole('button', { name: screen('notary/session').actions![0]!.label }).click();
}

/**
 * Document generation that is not a polled waiting status shows review-app/signdocs: the
 * borrower presses its check-again action until the application has moved on to `path`.
 */
export async function checkAgainUntil(page: Page, uuid: string, path: string, timeout: number): Promise<void> {
  const checkAgain = page.getByRole('button', {
    name: screen('review-app/signdocs').actions!.find((a) => a.recheck)!.label,
  });
  await expect(async () => {
    // Bounded: an earlier press may move the page on while this one waits, and the button goes.
    if (URL_OF(uuid, 'review-app/signdocs').test(page.url())) await checkAgain.click({ timeout: 4_000 });
    await expect(page).toHaveURL(URL_OF(uuid, path), { timeout: 4_000 });
  }).toPass({ timeout });
  await arriveAt(page, uuid, path);
}
