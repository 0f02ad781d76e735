import { useState } from 'react';
import { formatMoney } from '@/core/format/money';
import { formatSlotStart } from '@/core/format/slot-times';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { notaryReservationOf } from '../../widget-parts/application-fields';
import { words } from '../../widget-parts/copy';
import './notary-schedule.css';
import { SlotPicker } from './slot-picker';

/**
 * notary/schedule-manual and notary/reserve-manual: the borrower picks an appointment and
 * reserve-notary records it (with the $300 fee). The status stays until the notary has met the
 * borrower, so once reserved the screen shows the appointment and lets them choose another time.
 */
export default function NotarySchedule({ uuid, application, copy, submitTask }: ScreenWidgetProps) {
  const word = words(copy);
  const reservation = notaryReservationOf(application);
  const [changing, setChanging] = useState(false);

  if (reservation && !changing) {
    return (
      <div className="notary-schedule">
        <div role="status" className="notary-schedule__reserved">
          <h2 className="notary-schedule__reserved-heading">{word('reservedHeading')}</h2>
          <p>{fillTemplate(word('reserved'), { when: formatSlotStart(reservation.start) })}</p>
          <p>{fillTemplate(word('reservedFee'), { fee: formatMoney(reservation.fee) })}</p>
        </div>
        <button type="button" className="button button--secondary" onClick={() => setChanging(true)}>
          {word('change')}
        </button>
      </div>
    );
  }
  return <SlotPicker uuid={uuid} word={word} submitTask={submitTask} onReserved={() => setChanging(false)} />;
}
