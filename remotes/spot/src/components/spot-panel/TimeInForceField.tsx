import { Select } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { TIMES_IN_FORCE, type TimeInForce } from '../../model/orderKinds';
import type { SpotOrderForm } from '../../hooks/useSpotOrderForm';
import { Hint, TIME_IN_FORCE_FIELD } from './parts';

const HINT_ID = `${TIME_IN_FORCE_FIELD}-hint`;

/** A fixed-price order's time in force (issue 26): GTC (the spec's behaviour), IOC, FOK, post-only. */
export function TimeInForceField({ form }: { form: SpotOrderForm }) {
  const { t } = useTranslation('spot');
  return (
    <>
      <label htmlFor={TIME_IN_FORCE_FIELD}>{t('panel.timeInForce')}</label>
      <Select<TimeInForce>
        id={TIME_IN_FORCE_FIELD}
        value={form.timeInForce}
        onChange={form.chooseTimeInForce}
        options={TIMES_IN_FORCE.map((value) => ({ value, label: t(`panel.tif.${value}`) }))}
        aria-describedby={HINT_ID}
      />
      <Hint id={HINT_ID}>{t(`panel.tifHint.${form.timeInForce}`)}</Hint>
    </>
  );
}
