import type { ProfileResponse } from '@/generated/types/profile-response';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.settings;

/** +14155550100 as (415) 555-0100; anything else as stored. */
export function formatUsPhone(number: string): string {
  const digits = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return digits ? `(${digits[1]}) ${digits[2]}-${digits[3]}` : number;
}

export function fullName(name: ProfileResponse['name']): string {
  return [name.firstName, name.middleName, name.lastName, name.suffix].filter((part) => part && part.trim()).join(' ');
}

/** Name, email and phone, read-only. Empty parts say so rather than leaving a blank. */
export function ProfileDetails({ profile }: { profile: ProfileResponse }) {
  const phone = profile.phoneNumbers[0]?.number;
  const rows: [string, string][] = [
    [copy.name, fullName(profile.name) || copy.notProvided],
    [copy.email, profile.email || copy.notProvided],
    [copy.phone, phone ? formatUsPhone(phone) : copy.notProvided],
  ];
  return (
    <dl className="profile-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
