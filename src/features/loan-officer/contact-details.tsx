import { contactCard } from '@/core/originator/contact-card';
import { fillTemplate } from '@/core/text/template';
import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';
import platform from '@flows/shell/platform.json';

const t = platform.loanOfficer;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Name, avatar, email, phone, NMLS number, a call button and an Email button: the card and the drawer alike. */
export function ContactDetails({ officer, titleId }: { officer: LoanOriginatorResponse; titleId: string }) {
  const card = contactCard(officer);
  return (
    <>
      <h2 id={titleId} className="officer__title">
        {t.titles[card.role]}
      </h2>
      <div className="officer__who">
        {card.avatarUri ? (
          <img
            className="officer__avatar"
            src={card.avatarUri}
            alt={fillTemplate(t.avatarAlt, { name: card.name })}
            width={56}
            height={56}
          />
        ) : (
          <span className="officer__avatar officer__avatar--initials" aria-hidden="true">
            {initials(card.name)}
          </span>
        )}
        <p className="officer__name">{card.name}</p>
      </div>
      <dl className="officer__facts">
        <dt>{t.emailLabel}</dt>
        <dd>{card.email}</dd>
        <dt>{t.phoneLabel}</dt>
        <dd>{card.phone}</dd>
      </dl>
      <p className="officer__nmls">{fillTemplate(t.nmls, { nmls: card.nmls })}</p>
      <p className="officer__actions">
        <a className="button" href={card.phoneHref}>
          {fillTemplate(t.call, { name: card.name })}
        </a>
        <a className="button button--secondary" href={`mailto:${card.email}`}>
          {t.email}
        </a>
      </p>
    </>
  );
}
