import { spotApi, walletDetail, type SpotOrder } from '@exchange/protocol';
import {
  POLL_MS,
  format,
  type FrameSource,
  useConnectionState,
  useLiveData,
  useSession,
  useIdempotentSubmit,
  useTradePasswordPrompt,
} from '@exchange/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { filter } from 'rxjs';
import styled from 'styled-components';
import { Button, Modal, NumberInput, Slider, Tabs } from '@exchange/ui';
import type { DealState } from '../model/deal';
import { SpotPanelMarketPrice } from './SpotPanelMarketPrice';
import {
  AMOUNT_DECIMALS,
  PRICE_DECIMALS,
  orderTotal,
  sliderAmount,
  validateSpotOrder,
  type Side,
  type SpotOrderError,
  type TradeMode,
} from '../model/spotRules';

export interface SpotPair {
  legalId: number;
  currencyId: number;
  /** Base coin, e.g. BTC. */
  base: string;
  /** Quote (legal) coin, e.g. USDT. */
  quote: string;
}

export interface SpotPanelProps {
  pair: SpotPair;
  /** A price clicked in the order book; `at` makes a second click on the same price count. */
  pickedPrice?: { price: string; at: number };
  /** After an order is placed: the page refreshes its lists. */
  onPlaced?: (order: SpotOrder) => void;
  /** Bumped by the page when the user's orders changed (a push): balances are re-fetched. */
  balancesVersion?: number;
  /** The deal centre's live store: its last price fills the read-only market-price field. */
  priceStore?: FrameSource<DealState | undefined>;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  label {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Line = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  span:first-child {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Message = styled.p<{ $kind: 'error' | 'success' | 'warning' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $kind }) =>
    $kind === 'error' ? theme.colors.down : $kind === 'success' ? theme.colors.up : theme.colors.warning};
`;

const Guest = styled.p`
  margin: 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

type Feedback = { kind: 'error' | 'success' | 'warning'; text: string } | null;

/** Spec §2 Spot panel, §4 Spot order, §5 Spot, §8 coin/trade 'not'. */
export function SpotPanel({ pair, pickedPrice, onPlaced, balancesVersion = 0, priceStore }: SpotPanelProps) {
  const { t } = useTranslation('spot');
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const connection = useConnectionState();
  const offline = connection !== 'online';

  const [mode, setMode] = useState<TradeMode>('fixed');
  const [side, setSide] = useState<Side>('buy');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState(0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const bindPrompt = useTradePasswordPrompt();

  const balanceCurrency = side === 'buy' ? pair.legalId : pair.currencyId;
  // The spot balance of the shown currency: polled (spec §9), and between polls each coin_balance push.
  const balance = useLiveData({
    endpoint: walletDetail,
    payload: { currency: balanceCurrency, type: 'change' },
    requiresLogin: true,
    pollMs: POLL_MS.balances,
    fromSnapshot: (detail) => detail.change_balance,
    pushes: (bus) => bus.stream('coin_balance').pipe(filter((push) => push.currency === balanceCurrency)),
    merge: (held, pushes) => pushes[pushes.length - 1]?.change_balance ?? held,
  });
  const available = balance.data;
  const { reload: reloadBalance } = balance;
  useEffect(() => {
    if (balancesVersion > 0) reloadBalance();
  }, [balancesVersion, reloadBalance]);

  // One Idempotency-Key per intended order: a retry of the same order places it once.
  const { submit, pending } = useIdempotentSubmit(spotApi.coinTrade);

  useEffect(() => {
    if (!pickedPrice) return;
    setMode('fixed');
    setPrice(format(pickedPrice.price, PRICE_DECIMALS, { rounding: 'half-up' }));
  }, [pickedPrice]);

  // A different pair is a different order: nothing typed for the old one carries over.
  useEffect(() => {
    setPrice('');
    setAmount('');
    setPercent(0);
    setFeedback(null);
  }, [pair.legalId, pair.currencyId]);

  const coinOfBalance = side === 'buy' ? pair.quote : pair.base;

  const applyPercent = (next: number) => {
    setPercent(next);
    setFeedback(null);
    if (available === undefined) return;
    setAmount(sliderAmount(side, next, available, price));
  };

  const errorText = (error: SpotOrderError) => t(`panel.errors.${error}`);

  const clearInputs = () => {
    setPrice('');
    setAmount('');
    setPercent(0);
  };

  async function placeOrder() {
    if (offline || pending) return;
    const check = validateSpotOrder({ mode, side, price, amount, available });
    if (!check.ok) {
      setFeedback({ kind: 'error', text: errorText(check.error) });
      return;
    }
    setFeedback(null);
    const result = await submit({
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
      type: side === 'buy' ? 1 : 2,
      target_price: check.price ?? '',
      amount: check.amount,
    });
    if (result.type === 'ok') {
      clearInputs();
      setFeedback({ kind: 'success', text: t('panel.success') });
      reloadBalance();
      onPlaced?.(result.message);
      return;
    }
    if (result.type === 'not') {
      setFeedback({
        kind: 'warning',
        text: t(`server:${result.message}`, { ...result.params, defaultValue: result.message }),
      });
      bindPrompt.start();
      return;
    }
    if (result.type === 'error') {
      setFeedback({
        kind: 'error',
        text: t(`server:${result.message}`, { ...result.params, defaultValue: result.message }),
      });
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void placeOrder();
  };

  const total = mode === 'fixed' ? orderTotal(price, amount) : '';

  return (
    <Panel aria-label={t('panel.title')}>
      <Tabs<TradeMode>
        aria-label={t('panel.modes')}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setPercent(0);
          setFeedback(null);
        }}
        items={[
          { value: 'market', label: t('panel.market') },
          { value: 'fixed', label: t('panel.fixed') },
        ]}
      />
      <Tabs<Side>
        aria-label={t('panel.sides')}
        variant="pill"
        value={side}
        onChange={(next) => {
          setSide(next);
          setAmount('');
          setPercent(0);
          setFeedback(null);
        }}
        items={[
          { value: 'buy', label: t('panel.buy') },
          { value: 'sell', label: t('panel.sell') },
        ]}
      />
      <Form onSubmit={onSubmit} noValidate>
        <label htmlFor="spot-price">{side === 'buy' ? t('panel.buyPrice') : t('panel.sellPrice')}</label>
        {mode === 'market' ? (
          <SpotPanelMarketPrice id="spot-price" store={priceStore} quote={pair.quote} />
        ) : (
          <NumberInput
            id="spot-price"
            value={price}
            onChange={(next) => {
              setPrice(next);
              setPercent(0);
              setFeedback(null);
            }}
            maxDecimals={PRICE_DECIMALS}
            suffix={pair.quote}
          />
        )}
        <label htmlFor="spot-amount">{t('panel.amount', { coin: pair.base })}</label>
        <NumberInput
          id="spot-amount"
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setPercent(0);
            setFeedback(null);
          }}
          maxDecimals={AMOUNT_DECIMALS}
          suffix={pair.base}
        />
        {mode === 'fixed' && (
          <Slider
            aria-label={t('panel.slider')}
            value={percent}
            step={25}
            onChange={applyPercent}
            disabled={!loggedIn}
            variant={side}
          />
        )}
        {mode === 'fixed' && (
          <Line>
            <span>{t('panel.total', { coin: pair.quote })}</span>
            <output data-testid="spot-total">{format(total || undefined, 'price')}</output>
          </Line>
        )}
        {loggedIn ? (
          <Line>
            <span>{t('panel.available')}</span>
            <output data-testid="spot-available">
              {format(available, 'wallet')} {coinOfBalance}
            </output>
          </Line>
        ) : null}
        {offline && <Message $kind="warning">{t('panel.offline')}</Message>}
        {feedback && (
          <Message $kind={feedback.kind} role={feedback.kind === 'success' ? 'status' : 'alert'}>
            {feedback.text}
          </Message>
        )}
        {loggedIn ? (
          <Button type="submit" variant={side} block disabled={offline} loading={pending}>
            {side === 'buy'
              ? t('panel.buyCoin', { coin: pair.base })
              : t('panel.sellCoin', { coin: pair.base })}
          </Button>
        ) : (
          <Guest>
            <Link to="/components/login">{t('panel.guestLogin')}</Link> /{' '}
            <Link to="/components/register">{t('panel.guestRegister')}</Link> {t('panel.guestHint')}
          </Guest>
        )}
      </Form>
      <Modal
        open={bindPrompt.open}
        title={t('panel.bindTitle')}
        onClose={bindPrompt.close}
        onConfirm={() => {
          bindPrompt.close();
          navigate(bindPrompt.bindPath);
        }}
        confirmLabel={t('panel.bindConfirm')}
      >
        <p>{t('panel.bindPrompt')}</p>
      </Modal>
    </Panel>
  );
}
