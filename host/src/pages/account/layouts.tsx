import { useTranslation } from 'react-i18next';
import { SideMenuLayout } from './SideMenuLayout';

/** `/account`: account settings, records, identity verification (spec §2). */
export function AccountLayout() {
  const { t } = useTranslation(['host', 'security']);
  return (
    <SideMenuLayout
      label={t('account.area')}
      items={[
        { to: '/account/accountSet', label: t('account.settings') },
        { to: '/account/coinRecord', label: t('account.coinRecord') },
        { to: '/account/transferLog', label: t('account.transferLog') },
        { to: '/account/authentication', label: t('account.identity') },
        { to: '/account/security', label: t('security:title') },
        { to: '/team', label: t('pages.team.title') },
      ]}
    />
  );
}

/** `/new_account`: the asset area's accounts and actions (pages of the wallets remote). */
export function AssetAreaLayout() {
  const { t } = useTranslation('host');
  return (
    <SideMenuLayout
      label={t('assetArea.label')}
      items={[
        { to: '/new_account/dealFinance', label: t('assetArea.exchange') },
        { to: '/new_account/lever', label: t('assetArea.lever') },
        { to: '/new_account/legal', label: t('assetArea.legal') },
        { to: '/new_account/micro', label: t('assetArea.micro') },
        { to: '/new_account/transfer', label: t('assetArea.transfer') },
        { to: '/new_account/quickRedemption', label: t('assetArea.quickExchange') },
      ]}
    />
  );
}

/** `/userSetting` and `/userSetting2`: payment method and withdrawal address (spec §2). */
export function UserSettingLayout() {
  const { t } = useTranslation('host');
  return (
    <SideMenuLayout
      label={t('userSetting.label')}
      items={[
        { to: '/userSetting/payment', label: t('userSetting.payment') },
        { to: '/userSetting/address', label: t('userSetting.address') },
      ]}
    />
  );
}
