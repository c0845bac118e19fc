import { useTranslation } from 'react-i18next';
import { DataTable, Muted, Num, Panel, PanelTitle } from './Panel';

/**
 * The static invest table of spec §2: fixed sample rows, not backed by any call. The panel says so
 * on screen so no one mistakes it for a live offer.
 */
const sampleRows = [
  { coin: 'USDT', rate: '6.50', days: 0, minimum: '100' },
  { coin: 'BTC', rate: '3.20', days: 30, minimum: '0.01' },
  { coin: 'ETH', rate: '4.10', days: 60, minimum: '0.1' },
  { coin: 'USDT', rate: '9.80', days: 90, minimum: '1000' },
] as const;

export function InvestTable() {
  const { t } = useTranslation('markets');
  return (
    <Panel aria-labelledby="markets-invest-title">
      <PanelTitle id="markets-invest-title">{t('invest.title')}</PanelTitle>
      <Muted role="note">{t('invest.sample')}</Muted>
      <DataTable>
        <thead>
          <tr>
            <th scope="col">{t('invest.product')}</th>
            <th scope="col" data-align="end">
              {t('invest.rate')}
            </th>
            <th scope="col" data-align="end">
              {t('invest.term')}
            </th>
            <th scope="col" data-align="end" data-optional>
              {t('invest.minimum')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sampleRows.map((row) => (
            <tr key={`${row.coin}-${row.days}`}>
              <td>{t('invest.savings', { coin: row.coin })}</td>
              <td data-align="end">
                <Num $trend="up">{row.rate}%</Num>
              </td>
              <td data-align="end">
                {row.days === 0 ? t('invest.flexible') : t('invest.days', { count: row.days })}
              </td>
              <td data-align="end" data-optional>
                <Num>
                  {row.minimum} {row.coin}
                </Num>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Panel>
  );
}
