import { useState } from 'react';
import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner, Tabs } from '@exchange/ui';
import { PageFrame, Panel } from '../components/records/PageFrame';
import { QuickAbout } from '../components/quick/QuickAbout';
import { QuickPayForm } from '../components/quick/QuickPayForm';
import { QuickRecords } from '../components/quick/QuickRecords';
import { usePayCurrencies } from '../hooks/usePayCurrencies';

type QuickTab = 'pay' | 'record';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  padding-block-start: ${({ theme }) => theme.space.lg};
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** `/quickRedemption`, `/new_account/quickRedemption` (spec §2 Quick exchange): pay and record tabs. */
export default function QuickExchangePage(_props: RemotePageProps) {
  const { t } = useTranslation('wallets');
  const [tab, setTab] = useState<QuickTab>('pay');
  const quotes = usePayCurrencies();
  return (
    <PageFrame id="wallets-quick" title={t('quick.title')}>
      <Panel>
        <Tabs
          aria-label={t('quick.title')}
          items={[
            { value: 'pay', label: t('quick.payTab') },
            { value: 'record', label: t('quick.recordTab') },
          ]}
          value={tab}
          onChange={setTab}
        >
          {tab === 'pay' ? (
            <Columns>
              {quotes.data ? (
                <QuickPayForm quotes={quotes.data} onExchanged={quotes.reload} />
              ) : quotes.loading ? (
                <Spinner />
              ) : (
                <p>{t('quick.unavailable')}</p>
              )}
              <QuickAbout feeRate={quotes.data?.fee_rate} />
            </Columns>
          ) : (
            <QuickRecords />
          )}
        </Tabs>
      </Panel>
    </PageFrame>
  );
}
