import { isHttpUrl } from '@/core/navigation/safe-links';
import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';

export type ContactRole = 'loan-officer' | 'broker';

export interface ContactCard {
  role: ContactRole;
  name: string;
  /** The photo's address; null when there is none or it is not an http(s) URL (spec section 5 URL check). */
  avatarUri: string | null;
  email: string;
  /** As dialled: tel: link target. */
  phoneHref: string;
  /** As read: (503) 555-0111. */
  phone: string;
  nmls: string;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** 'broker' when a broker name exists and no originator name does; otherwise 'loan officer' (platform spec, section 2). */
export function contactRole(
  info: Pick<LoanOriginatorResponse['originatorDisplayInfo'], 'originatorName' | 'brokerName'>,
): ContactRole {
  return present(info.brokerName) && !present(info.originatorName) ? 'broker' : 'loan-officer';
}

/** A US number (+1 and 10 digits, or 10 digits) as (AAA) PPP-NNNN; anything else as given. */
export function readablePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** What the card shows, from the lead portal's answer. */
export function contactCard(officer: LoanOriginatorResponse): ContactCard {
  const info = officer.originatorDisplayInfo;
  const role = contactRole(info);
  const ownName = `${officer.userInfo.firstName} ${officer.userInfo.lastName}`.trim();
  const name = role === 'broker' ? info.brokerName! : present(info.originatorName) ? info.originatorName : ownName;
  return {
    role,
    name,
    // The lead portal's word is not taken on trust: a javascript:, data: or relative address is no photo.
    avatarUri: isHttpUrl(info.avatarUri) ? info.avatarUri : null,
    email: info.email,
    phoneHref: `tel:${info.phoneNumber.replace(/[^\d+]/g, '')}`,
    phone: readablePhone(info.phoneNumber),
    nmls: info.nmls,
  };
}
