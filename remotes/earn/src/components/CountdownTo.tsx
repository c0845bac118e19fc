import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNow } from '../hooks/useNow';
import { clockOf, timeLeft } from '../model/countdown';

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/**
 * A live "2 d 03:04:05" to `deadlineMs`; role timer (not announced each second). `now` when the
 * caller keeps a clock of its own (the server's); otherwise the browser's, ticking every second.
 */
export function CountdownTo({ deadlineMs, now }: { deadlineMs: number; now?: number }) {
  const { t } = useTranslation('earn');
  const browserNow = useNow();
  const left = timeLeft(deadlineMs, now ?? browserNow);
  return (
    <Time role="timer">
      {left.days > 0 ? t('countdown.days', { days: left.days, clock: clockOf(left) }) : clockOf(left)}
    </Time>
  );
}
