import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { recordsViewOf, type RecordsView } from '../model/records';
import { ActionLink, PageFrame, Panel } from '../components/records/PageFrame';
import { TransferHistory } from '../components/records/TransferHistory';
import { AccountLog } from '../components/records/AccountLog';
import { DepositWithdrawRecords } from '../components/records/DepositWithdrawRecords';
import { FinanceMockup } from '../components/records/FinanceMockup';
import { BindingForm } from '../components/binding/BindingForm';

const titleKey: Record<RecordsView, string> = {
  transfers: 'records.transfers',
  accountLog: 'records.accountLog',
  depositWithdraw: 'records.depositWithdraw',
  finance: 'records.finance',
  binding: 'binding.title',
};

function View({ view }: { view: RecordsView }) {
  switch (view) {
    case 'transfers':
      return <TransferHistory />;
    case 'accountLog':
      return <AccountLog />;
    case 'depositWithdraw':
      return <DepositWithdrawRecords />;
    case 'finance':
      return <FinanceMockup />;
    case 'binding':
      return <BindingForm />;
  }
}

/**
 * `/transferRecord`, `/transferLog`, `/coinRecord`, `/finanrec` (and the `/account` children, and
 * `/bindInfo`): one page, the view chosen from the path (spec §2 "Other records").
 */
export default function RecordsPage(_props: RemotePageProps) {
  const { t } = useTranslation('wallets');
  const { pathname } = useLocation();
  const view = recordsViewOf(pathname);
  return (
    <PageFrame
      id={`wallets-records-${view}`}
      title={t(titleKey[view])}
      actions={
        view === 'transfers' ? <ActionLink to="/transfer">{t('transfer.title')}</ActionLink> : undefined
      }
    >
      {view === 'binding' ? (
        <BindingForm />
      ) : (
        <Panel>
          <View view={view} />
        </Panel>
      )}
    </PageFrame>
  );
}
