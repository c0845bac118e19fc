import { themes, type ThemeMode } from '@exchange/ui';
import type { YAxisOptions } from 'highcharts/highstock';
import { chartOptions, type ChartSetup } from './chartOptions';

const labels = { price: 'Price', volume: 'Volume', ma: (period: number) => `MA${period}` };

function setup(mode: ThemeMode, tools?: ChartSetup['tools']): ChartSetup {
  return { bars: [], resolution: '1min', theme: themes[mode], labels, precision: 2, tools };
}

const asList = (axes: YAxisOptions | YAxisOptions[] | undefined) => ([] as YAxisOptions[]).concat(axes ?? []);

describe('every axis of the candle chart in the theme (themedAxes)', () => {
  it.each<ThemeMode>(['white', 'dark'])('%s: the price, volume and oscillator panes draw alike', (mode) => {
    const { colors } = themes[mode];
    const rsi = { id: 'r1', type: 'rsi' as const, params: { period: 14 } };
    const plain = chartOptions(setup(mode));
    const withPanes = chartOptions(
      setup(mode, { indicators: [rsi], drawings: [], indicatorName: () => 'RSI', onToolDone: () => {} }),
    );
    const yAxes = [...asList(plain.yAxis as YAxisOptions[]), ...asList(withPanes.yAxis as YAxisOptions[])];
    expect(yAxes).toHaveLength(2 + 3);
    for (const axis of yAxes) {
      expect(axis.gridLineColor).toBe(colors.border);
      expect(axis.labels?.style?.color).toBe(colors.muted);
      expect(axis.opposite).toBe(true);
    }
    expect(plain.xAxis).toMatchObject({
      lineColor: colors.border,
      labels: { style: { color: colors.muted } },
    });
  });

  it('writes prices in full on the price pane only, with or without oscillator panes', () => {
    const rsi = { id: 'r1', type: 'rsi' as const, params: { period: 14 } };
    const tools = { indicators: [rsi], drawings: [], indicatorName: () => 'RSI', onToolDone: () => {} };
    for (const options of [chartOptions(setup('dark')), chartOptions(setup('dark', tools))]) {
      const [price, ...others] = asList(options.yAxis as YAxisOptions[]);
      expect(price?.labels?.formatter).toEqual(expect.any(Function));
      for (const axis of others) expect(axis.labels?.formatter).toBeUndefined();
    }
  });

  it('differs between the themes, so a theme switch redraws the axes', () => {
    const light = chartOptions(setup('white')).xAxis as { labels: { style: { color: string } } };
    const dark = chartOptions(setup('dark')).xAxis as { labels: { style: { color: string } } };
    expect(light.labels.style.color).not.toBe(dark.labels.style.color);
  });
});
