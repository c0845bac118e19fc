import { format, useSession, type StoredPair } from '@exchange/sdk';
import { Button, FailureMessage, type FormFeedback } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Side } from '../../model/spotRules';
import { Guest, Line } from './parts';

export interface SubmitAreaProps {
  pair: StoredPair;
  side: Side;
  /** The balance of the coin the order spends. */
  available: string | undefined;
  feedback: FormFeedback;
  offline: boolean;
  pending: boolean;
}

/**
 * The panel's foot: the available balance, the connection warning, the last outcome (the shared
 * `FailureMessage`) and the buy/sell button; guests get the login and register links instead.
 */
export function SubmitArea({ pair, side, available, feedback, offline, pending }: SubmitAreaProps) {
  const { t } = useTranslation('spot');
  const { loggedIn } = useSession();
  if (!loggedIn)
    return (
      <Guest>
        <Link to="/components/login">{t('panel.guestLogin')}</Link> /{' '}
        <Link to="/components/register">{t('panel.guestRegister')}</Link> {t('panel.guestHint')}
      </Guest>
    );
  const coinOfBalance = side === 'buy' ? pair.legalName : pair.currencyName;
  return (
    <>
      <Line>
        <span>{t('panel.available')}</span>
        <output data-testid="spot-available">
          {format(available, 'wallet')} {coinOfBalance}
        </output>
      </Line>
      {offline && <FailureMessage level="field" tone="warning" message={t('panel.offline')} />}
      <FailureMessage message={feedback?.message} tone={feedback?.tone} />
      <Button type="submit" variant={side} block disabled={offline} loading={pending}>
        {side === 'buy'
          ? t('panel.buyCoin', { coin: pair.currencyName })
          : t('panel.sellCoin', { coin: pair.currencyName })}
      </Button>
    </>
  );
}
