import type { HelocApplication } from '@/generated/types/heloc-application';
import type { HelocStatusResponse } from '@/generated/types/heloc-status-response';

/**
 * What the status-route conditions read: the status call's fields (all optional, because the
 * application object carries only some of them) and the path routing started from.
 */
export type StatusContext = Partial<Omit<HelocStatusResponse, 'uuid' | 'status'>> & {
  /** The path routing was asked from; handed on to screens that want it (offer selection). */
  origin?: string;
};

/** The status call's answer as a status and its context. */
export function fromStatusResponse(
  response: HelocStatusResponse,
  origin?: string,
): { status: string; context: StatusContext } {
  const { uuid: _uuid, status, ...rest } = response;
  return { status, context: { ...rest, ...(origin === undefined ? {} : { origin }) } };
}

/**
 * An application (the create call's answer, or GET .../heloc/{uuid}) as a status and its
 * context, so the registration submit can route without a second call.
 */
export function fromApplication(
  application: HelocApplication,
  origin?: string,
): { status: string; context: StatusContext } {
  const { status } = application;
  return {
    status: status.checklistStatus,
    context: {
      decision: application.decision,
      subDecision: application.subDecision,
      manualNotary: status.manualNotary,
      waitingOnFloodCert: status.waitingOnFloodCert,
      bpo: status.bpo,
      propertyState: application.property.state,
      primaryParticipantAcceptComplete: status.primaryParticipantAcceptComplete,
      isCrypto: application.isCrypto,
      routingNumberPresent: Boolean(application.disburseAccount?.routingNumber),
      ...(application.ineligibleReason ? { ineligibleReason: application.ineligibleReason } : {}),
      ...(origin === undefined ? {} : { origin }),
    },
  };
}
