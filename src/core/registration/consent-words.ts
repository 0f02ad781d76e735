import type { ConsentRequest } from '@/generated/types/consent-request';
import type { ConsentTypeList } from '@/generated/types/consent-type-list';
import { consentNoticeParts } from './consent-notice';
import { registrationCopy, type RegistrationCopy } from './copy';
import { registrationFlow, type RegistrationSteps } from './flow';

type ConsentRecordSource = RegistrationCopy['consentRecords'][number];

/** What a consent sent to the back end says about itself: type, version, the words shown and where. */
export type GivenConsent = ConsentRequest;

/** The flow and copy the words are read from; tests pass a scratch copy with other words. */
export interface ConsentSources {
  flow: Pick<RegistrationSteps, 'steps'>;
  copy: Pick<RegistrationCopy, 'consent' | 'consentRecords'>;
}

const SHIPPED: ConsentSources = { flow: registrationFlow, copy: registrationCopy };

/** The consent-types answers, by the call that gave them (flows' versionFrom). */
export type ConsentVersions = Record<ConsentRecordSource['versionFrom'], ConsentTypeList>;

/**
 * The exact words the borrower was shown for one consent (flows/registration/copy.json
 * consentRecords): the labels of its fields on its step, then, when it names the notice, the
 * consent notice as drawn (links as their words, brand values filled). One line each.
 */
export function consentWords(
  type: string,
  values: Readonly<Record<string, string>>,
  sources: ConsentSources = SHIPPED,
): string {
  const source = sourceOf(type, sources);
  const step = sources.flow.steps.find((s) => s.key === source.step);
  if (!step) throw new Error(`consentRecords ${type} names an unknown step "${source.step}"`);
  const ui = step.uiSchema as Record<string, { 'ui:title'?: string } | undefined>;
  const lines = source.fields.map((field) => {
    const title = ui[field]?.['ui:title'];
    if (!title) throw new Error(`consentRecords ${type}: step ${step.key} has no label for "${field}"`);
    return title;
  });
  if (source.notice)
    lines.push(
      consentNoticeParts(sources.copy.consent, {}, values)
        .map((p) => p.text)
        .join(''),
    );
  return lines.join('\n');
}

/**
 * A consent as sent: its words, the page, and its type's current version from the consent-types
 * list the flow names. A type the list lacks is an error: the back end would refuse it.
 */
export function givenConsent(
  type: string,
  versions: ConsentVersions,
  values: Readonly<Record<string, string>>,
  page: string,
  sources: ConsentSources = SHIPPED,
): GivenConsent {
  const source = sourceOf(type, sources);
  const entry = versions[source.versionFrom].find((t) => t.type === type);
  if (!entry) throw new Error(`The ${source.versionFrom} consent-types list has no ${type}`);
  return { type, version: entry.version, text: consentWords(type, values, sources), page };
}

function sourceOf(type: string, sources: ConsentSources): ConsentRecordSource {
  const source = sources.copy.consentRecords.find((r) => r.type === type);
  if (!source) throw new Error(`flows/registration/copy.json consentRecords has no ${type}`);
  return source;
}
