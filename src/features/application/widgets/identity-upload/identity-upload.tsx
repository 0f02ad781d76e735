import { useQueryClient } from '@tanstack/react-query';
import { applicationConsentTypesQuery } from '@/api/get-application-consent-types';
import { screenConsent } from '@/core/application/screen-consent';
import { useHttp } from '@/renderer/http/http-context';
import { useUploadDocument } from '../../api/post-document';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { IdentityForm, useBackAsked, type ChosenId, type IdSide } from '../../widget-parts/identity-form';

/**
 * identity: the ID type, a photo or scan of its front and (but for a passport, or while the lender
 * does not ask for it) its back. Files are checked by the form, uploaded one by one, then
 * verify-identity is posted. options.hardCreditConsent names the consent the applicant gives here,
 * where the hard pull starts (copy.hardCreditConsent its words); an additional signer's screen
 * names none.
 */
export default function IdentityUpload({ uuid, options, copy, submitTask }: ScreenWidgetProps<'identity-upload'>) {
  const { documentTypes } = options;
  const backAsked = useBackAsked(options);
  const upload = useUploadDocument(uuid);
  const consentType = options.hardCreditConsent;
  const queryClient = useQueryClient();
  const http = useHttp();
  const consent = consentType
    ? {
        type: consentType,
        label: words(copy)('hardCreditConsent'),
        required: words(copy)('hardCreditConsentRequired'),
      }
    : undefined;

  const send = async ({ idType, front, back }: ChosenId) => {
    const uploaded = async (side: IdSide, file: File) => {
      const documentType = documentTypes[idType]?.[side];
      if (!documentType) throw new Error(`No documentType for ${idType} ${side} in the screen options`);
      return (await upload.mutateAsync({ documentType, file })).uuid;
    };
    const frontDocumentUuid = await uploaded('front', front);
    const backDocumentUuid = back ? await uploaded('back', back) : undefined;
    // The consent's current version, read when it is given (once per session: the query is cached).
    const types = consent ? await queryClient.fetchQuery(applicationConsentTypesQuery(http)) : [];
    await submitTask('verify-identity', {
      idType,
      frontDocumentUuid,
      ...(backDocumentUuid ? { backDocumentUuid } : {}),
      ...(consent && {
        hardCreditConsent: screenConsent(consent.type, types, consent.label, window.location.pathname),
      }),
    });
  };

  return <IdentityForm send={send} className="identity-upload" backAsked={backAsked} {...(consent && { consent })} />;
}
