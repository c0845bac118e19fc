import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@exchange/sdk';
import { Banner } from '../components/Banner';
import { InvestTable } from '../components/InvestTable';
import { MarketBoard } from '../components/MarketBoard';
import { NoticeCarousel } from '../components/NoticeCarousel';
import { Panel, PanelTitle } from '../components/Panel';
import { TradeListPanel } from '../components/TradeListPanel';
import { TrendPanel } from '../components/TrendPanel';
import { useMarketsSource } from '../data/useMarketsSource';
import { useChooseMarket } from '../hooks/useChooseMarket';
import { useLatestTrades } from '../hooks/useLatestTrades';
import { useNotices } from '../hooks/useNotices';
import { useObservableValue } from '../hooks/useObservableValue';
import { useQuotation } from '../hooks/useQuotation';
import { allRows } from '../model/quotation';
import { HeadingRow, Page, TwoColumns } from './layout';

/** Home (spec §2): banner, notices, the market board, latest buys and sells, invest and trend panels. */
export default function HomePage(_props: RemotePageProps) {
  const { t } = useTranslation('markets');
  const source = useMarketsSource();
  const { groups, loading } = useQuotation(source);
  const rows = useMemo(() => allRows(groups), [groups]);
  const sections = useMemo(() => [{ id: 'all', rows }], [rows]);
  const trades = useLatestTrades(source);
  const notices = useNotices(source);
  const userId = useObservableValue(source.userId$, undefined);
  const choose = useChooseMarket(source, groups);

  return (
    <Page>
      <Banner loggedIn={userId !== undefined} />
      <NoticeCarousel notices={notices} />
      <Panel aria-labelledby="markets-board-title">
        <HeadingRow>
          <PanelTitle id="markets-board-title">{t('board.title')}</PanelTitle>
          <Link to="/allmarket">{t('board.viewAll')}</Link>
        </HeadingRow>
        <MarketBoard sections={sections} loading={loading} onChoose={choose} label={t('board.title')} />
      </Panel>
      <TwoColumns>
        <TradeListPanel side="buy" trades={trades.buys} />
        <TradeListPanel side="sell" trades={trades.sells} />
      </TwoColumns>
      <TwoColumns>
        <InvestTable />
        <TrendPanel rows={rows} onChoose={choose} />
      </TwoColumns>
    </Page>
  );
}

export { HomePage };
