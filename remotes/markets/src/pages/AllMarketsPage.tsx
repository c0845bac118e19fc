import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@exchange/sdk';
import { MarketBoard } from '../components/MarketBoard';
import { Panel } from '../components/Panel';
import { useChooseMarket } from '../hooks/useChooseMarket';
import { useQuotation } from '../hooks/useQuotation';
import { HeadingRow, Page } from './layout';

/** All markets (`allmarket`): every quotation group with its rows, the same tabs and search as home. */
export default function AllMarketsPage(_props: RemotePageProps) {
  const { t } = useTranslation('markets');
  const { groups, loading } = useQuotation();
  const sections = useMemo(
    () =>
      groups.map((group) => ({
        id: group.id,
        title: group.name ? t('board.group', { name: group.name }) : undefined,
        rows: group.quotation,
      })),
    [groups, t],
  );
  const choose = useChooseMarket(groups);

  return (
    <Page>
      <Panel aria-labelledby="markets-all-title">
        <HeadingRow>
          <h1 id="markets-all-title">{t('board.allTitle')}</h1>
        </HeadingRow>
        <MarketBoard sections={sections} loading={loading} onChoose={choose} label={t('board.allTitle')} />
      </Panel>
    </Page>
  );
}

export { AllMarketsPage };
