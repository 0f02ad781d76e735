import type { IdType } from '@/core/documents/identity-upload';
import { useUploadDocument } from '../../api/post-document';
import type { ScreenWidgetProps } from '../../screen-widget';
import { IdentityForm, useBackAsked, type ChosenId, type IdSide } from '../../widget-parts/identity-form';

/** options.documentTypes: the upload's documentType for each side of each ID type. */
type DocumentTypes = Partial<Record<IdType, Partial<Record<IdSide, string>>>>;

/**
 * identity: the ID type, a photo or scan of its front and (but for a passport, or while the lender
 * does not ask for it) its back. Files are checked by the form, uploaded one by one, then
 * verify-identity is posted.
 */
export default function IdentityUpload({ uuid, options, submitTask }: ScreenWidgetProps) {
  const documentTypes = (options.documentTypes ?? {}) as DocumentTypes;
  const backAsked = useBackAsked(options);
  const upload = useUploadDocument(uuid);

  const send = async ({ idType, front, back }: ChosenId) => {
    const uploaded = async (side: IdSide, file: File) => {
      const documentType = documentTypes[idType]?.[side];
      if (!documentType) throw new Error(`No documentType for ${idType} ${side} in the screen options`);
      return (await upload.mutateAsync({ documentType, file })).uuid;
    };
    const frontDocumentUuid = await uploaded('front', front);
    const backDocumentUuid = back ? await uploaded('back', back) : undefined;
    await submitTask('verify-identity', {
      idType,
      frontDocumentUuid,
      ...(backDocumentUuid ? { backDocumentUuid } : {}),
    });
  };

  return <IdentityForm send={send} className="identity-upload" backAsked={backAsked} />;
}
