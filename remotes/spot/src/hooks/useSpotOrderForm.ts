import { format } from '@exchange/sdk';
import type { FormFeedback } from '@exchange/ui';
import { useEffect, useState } from 'react';
import { PRICE_DECIMALS, sliderAmount, type Side, type TradeMode } from '../model/spotRules';

/** A price clicked in the order book; `at` makes a second click on the same price count. */
export interface PickedPrice {
  price: string;
  at: number;
}

/**
 * The spot panel's inputs (spec §2 Spot panel): market or fixed, buy or sell, price, amount, the
 * slider's percent and the last outcome. Any edit clears the outcome; a new pair starts empty.
 */
export function useSpotOrderForm(pairKey: string, pickedPrice: PickedPrice | undefined) {
  const [mode, setMode] = useState<TradeMode>('fixed');
  const [side, setSide] = useState<Side>('buy');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState(0);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  useEffect(() => {
    if (!pickedPrice) return;
    setMode('fixed');
    setPrice(format(pickedPrice.price, PRICE_DECIMALS, { rounding: 'half-up' }));
  }, [pickedPrice]);

  const clearInputs = () => {
    setPrice('');
    setAmount('');
    setPercent(0);
  };

  // A different pair is a different order: nothing typed for the old one carries over.
  useEffect(() => {
    clearInputs();
    setFeedback(null);
  }, [pairKey]);

  return {
    mode,
    side,
    price,
    amount,
    percent,
    feedback,
    setFeedback,
    clearInputs,
    chooseMode(next: TradeMode) {
      setMode(next);
      setPercent(0);
      setFeedback(null);
    },
    chooseSide(next: Side) {
      setSide(next);
      setAmount('');
      setPercent(0);
      setFeedback(null);
    },
    editPrice(next: string) {
      setPrice(next);
      setPercent(0);
      setFeedback(null);
    },
    editAmount(next: string) {
      setAmount(next);
      setPercent(0);
      setFeedback(null);
    },
    /** The slider (spec §5 formulas): the amount follows from the balance shown, if known. */
    applyPercent(next: number, available: string | undefined) {
      setPercent(next);
      setFeedback(null);
      if (available !== undefined) setAmount(sliderAmount(side, next, available, price));
    },
  };
}

export type SpotOrderForm = ReturnType<typeof useSpotOrderForm>;
