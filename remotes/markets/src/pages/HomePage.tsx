import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStorageValue, type RemotePageProps } from '@exchange/sdk';
import { Banner } from '../components/Banner';
import { HomeNews } from '../components/HomeNews';
import { InvestTable } from '../components/InvestTable';
import { MarketBoard } from '../components/MarketBoard';
import { NoticeCarousel } from '../components/NoticeCarousel';
import { Panel, PanelTitle } from '../components/Panel';
import { ProductCards } from '../components/ProductCards';
import { TradeListPanel } from '../components/TradeListPanel';
import { TrendPanel } from '../components/TrendPanel';
import { useChooseMarket } from '../hooks/useChooseMarket';
import { useLatestTrades } from '../hooks/useLatestTrades';
import { BANNER_CATEGORY, HOME_NEWS_CATEGORY, useNews } from '../hooks/useNews';
import { useNotices } from '../hooks/useNotices';
import { useQuotation } from '../hooks/useQuotation';
import { allRows } from '../model/board';
import { HeadingRow, Page, TwoColumns } from './layout';

const BANNER_LIMIT = 3;
const HOME_NEWS_LIMIT = 4;

/**
 * Home (spec §2): banner (with the server's banners), notices, cards to every product, the market
 * board, latest buys and sells, invest and trend panels, home news.
 */
export default function HomePage(_props: RemotePageProps) {
  const { t } = useTranslation('markets');
  const { groups, loading } = useQuotation();
  const rows = useMemo(() => allRows(groups), [groups]);
  const sections = useMemo(() => [{ id: 'all', rows }], [rows]);
  const trades = useLatestTrades();
  const notices = useNotices();
  const banners = useNews(BANNER_CATEGORY, BANNER_LIMIT);
  const news = useNews(HOME_NEWS_CATEGORY, HOME_NEWS_LIMIT);
  const userId = useStorageValue('user_id');
  const choose = useChooseMarket(groups);

  return (
    <Page>
      <Banner loggedIn={userId !== undefined} banners={banners} />
      <NoticeCarousel notices={notices} />
      <ProductCards />
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
      <HomeNews news={news} />
    </Page>
  );
}

export { HomePage };
