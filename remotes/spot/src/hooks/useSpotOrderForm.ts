import { format } from '@exchange/sdk';
import type { FormFeedback } from '@exchange/ui';
import { useEffect, useState } from 'react';
import type { AdvancedKind, OrderField, TimeInForce } from '../model/orderKinds';
import { PRICE_DECIMALS, sliderAmount, type Side, type TradeMode } from '../model/spotRules';

/** A price clicked in the order book; `at` makes a second click on the same price count. */
export interface PickedPrice {
  price: string;
  at: number;
}

/**
 * The spot panel's inputs (spec §2 Spot panel): market, fixed or advanced (stop-limit, OCO), buy or
 * sell, the prices, amount, the slider's percent, the fixed order's time in force and the last
 * outcome (with the field it is about). Any edit clears the outcome; a new pair starts empty.
 */
export function useSpotOrderForm(pairKey: string, pickedPrice: PickedPrice | undefined) {
  const [mode, setMode] = useState<TradeMode>('fixed');
  const [kind, setKind] = useState<AdvancedKind>('stop_limit');
  const [side, setSide] = useState<Side>('buy');
  const [price, setPrice] = useState('');
  const [trigger, setTrigger] = useState('');
  const [stopLimit, setStopLimit] = useState('');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState(0);
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('GTC');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const [invalidField, setInvalidField] = useState<OrderField | undefined>(undefined);

  // A price from the book is a limit price: it goes to the fixed tab, or the advanced tab's limit price.
  useEffect(() => {
    if (!pickedPrice) return;
    setMode((current) => (current === 'advanced' ? current : 'fixed'));
    setPrice(format(pickedPrice.price, PRICE_DECIMALS, { rounding: 'half-up' }));
  }, [pickedPrice]);

  const clearInputs = () => {
    setPrice('');
    setTrigger('');
    setStopLimit('');
    setAmount('');
    setPercent(0);
  };

  const clearOutcome = () => {
    setFeedback(null);
    setInvalidField(undefined);
  };

  // A different pair is a different order: nothing typed for the old one carries over.
  useEffect(() => {
    clearInputs();
    clearOutcome();
  }, [pairKey]);

  const edit = (setter: (next: string) => void) => (next: string) => {
    setter(next);
    setPercent(0);
    clearOutcome();
  };

  return {
    mode,
    kind,
    side,
    price,
    trigger,
    stopLimit,
    amount,
    percent,
    timeInForce,
    feedback,
    invalidField,
    /** The outcome to show, and the field it is about (marked invalid and focused by the panel). */
    setFeedback(next: FormFeedback, field?: OrderField) {
      setFeedback(next);
      setInvalidField(field);
    },
    clearInputs,
    chooseMode(next: TradeMode) {
      setMode(next);
      setPercent(0);
      clearOutcome();
    },
    chooseKind(next: AdvancedKind) {
      setKind(next);
      clearOutcome();
    },
    chooseSide(next: Side) {
      setSide(next);
      setAmount('');
      setPercent(0);
      clearOutcome();
    },
    chooseTimeInForce(next: TimeInForce) {
      setTimeInForce(next);
      clearOutcome();
    },
    editPrice: edit(setPrice),
    editTrigger: edit(setTrigger),
    editStopLimit: edit(setStopLimit),
    editAmount: edit(setAmount),
    /** The slider (spec §5 formulas): the amount follows from the balance shown, if known. */
    applyPercent(next: number, available: string | undefined) {
      setPercent(next);
      clearOutcome();
      if (available !== undefined) setAmount(sliderAmount(side, next, available, price));
    },
  };
}

export type SpotOrderForm = ReturnType<typeof useSpotOrderForm>;
