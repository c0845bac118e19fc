import {
  CHART_LAYOUT_LIMITS,
  type ChartIndicator,
  type ChartIndicatorType,
  type ChartLayout,
} from '@exchange/protocol';
import { Button, Select } from '@exchange/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDICATOR_KINDS, kindOf, newIndicatorId, type IndicatorParam } from './indicators';
import { Item, List, Row, SmallInput, SmallLabel } from './toolbarStyles';

const limits: Record<IndicatorParam, { min: number; max: number; step: number }> = {
  period: { min: 2, max: 500, step: 1 },
  shortPeriod: { min: 2, max: 500, step: 1 },
  longPeriod: { min: 2, max: 500, step: 1 },
  signalPeriod: { min: 2, max: 500, step: 1 },
  standardDeviation: { min: 0.5, max: 5, step: 0.5 },
};

const within = (param: IndicatorParam, value: number) =>
  Number.isFinite(value) && value >= limits[param].min && value <= limits[param].max;

/** Adds an indicator with its parameters, lists those on the chart with a remove button each. */
export function IndicatorPanel({
  layout,
  onChange,
  nameOf,
}: {
  layout: ChartLayout;
  onChange: (layout: ChartLayout) => void;
  nameOf: (indicator: ChartIndicator) => string;
}) {
  const { t } = useTranslation('chart');
  const id = useId();
  const [type, setType] = useState<ChartIndicatorType>('ema');
  const [params, setParams] = useState<Record<string, string>>({});
  const kind = kindOf(type);
  const entries = Object.entries(kind.defaults) as [IndicatorParam, number][];
  const valueOf = (param: IndicatorParam, fallback: number) => Number(params[`${type}.${param}`] ?? fallback);
  const valid = entries.every(([param, fallback]) => within(param, valueOf(param, fallback)));
  const full = layout.indicators.length >= CHART_LAYOUT_LIMITS.indicators;

  const add = () => {
    const chosen = Object.fromEntries(entries.map(([param, fallback]) => [param, valueOf(param, fallback)]));
    const indicator: ChartIndicator = { id: newIndicatorId(layout.indicators), type, params: chosen };
    onChange({ ...layout, indicators: [...layout.indicators, indicator] });
  };

  return (
    <>
      <Row
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !full) add();
        }}
      >
        <SmallLabel>
          {t('tools.kind')}
          <Select<ChartIndicatorType>
            value={type}
            onChange={setType}
            options={INDICATOR_KINDS.map((k) => ({ value: k.type, label: t(`tools.indicator.${k.type}`) }))}
          />
        </SmallLabel>
        {entries.map(([param, fallback]) => (
          <SmallLabel key={`${type}.${param}`} htmlFor={`${id}-${param}`}>
            {t(`tools.param.${param}`)}
            <SmallInput
              id={`${id}-${param}`}
              type="number"
              inputMode="decimal"
              min={limits[param].min}
              max={limits[param].max}
              step={limits[param].step}
              value={params[`${type}.${param}`] ?? String(fallback)}
              aria-invalid={!within(param, valueOf(param, fallback))}
              onChange={(event) => setParams({ ...params, [`${type}.${param}`]: event.target.value })}
            />
          </SmallLabel>
        ))}
        <Button type="submit" size="sm" disabled={!valid || full}>
          {t('tools.add')}
        </Button>
      </Row>
      {full && <p role="status">{t('tools.full', { count: CHART_LAYOUT_LIMITS.indicators })}</p>}
      <List aria-label={t('tools.active')}>
        {layout.indicators.map((indicator) => (
          <Item key={indicator.id}>
            <span>{nameOf(indicator)}</span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('tools.remove', { name: nameOf(indicator) })}
              onClick={() =>
                onChange({
                  ...layout,
                  indicators: layout.indicators.filter((other) => other.id !== indicator.id),
                })
              }
            >
              ×
            </Button>
          </Item>
        ))}
      </List>
    </>
  );
}
