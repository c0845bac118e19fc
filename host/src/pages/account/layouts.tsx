import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SideMenuLayout } from './SideMenuLayout';

/** `/account`: settings, security, identity, payment methods, addresses, team, records (spec §2). */
export function AccountLayout() {
  const { t } = useTranslation('host');
  return (
    <SideMenuLayout
      label={t('account.area')}
      items={[
        { to: '/account/accountSet', label: t('account.settings'), index: true },
        { to: '/account/security', label: t('menu.security') },
        { to: '/account/priceAlerts', label: t('menu.priceAlerts') },
        { to: '/account/authentication', label: t('account.identity') },
        { to: '/userSetting', label: t('userSetting.payment') },
        { to: '/userSetting2', label: t('userSetting.address') },
        { to: '/team', label: t('menu.team') },
        { to: '/account/coinRecord', label: t('menu.depositsWithdrawals') },
        { to: '/account/transferLog', label: t('menu.accountLog') },
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
        { to: '/new_account/dealFinance', label: t('assetArea.exchange'), index: true },
        { to: '/new_account/lever', label: t('assetArea.lever') },
        { to: '/new_account/legal', label: t('assetArea.legal') },
        { to: '/new_account/micro', label: t('assetArea.micro') },
        { to: '/new_account/transfer', label: t('assetArea.transfer') },
        { to: '/new_account/quickRedemption', label: t('assetArea.quickExchange') },
        { to: '/coinRecord', label: t('menu.depositsWithdrawals') },
        { to: '/transferRecord', label: t('menu.transferHistory') },
        { to: '/transferLog', label: t('menu.accountLog') },
        { to: '/leverRecord', label: t('menu.contractLog') },
      ]}
    />
  );
}

/**
 * `/userSetting` and `/userSetting2`: payment method and withdrawal address (spec §2). Each shell links
 * to its own children, so the menu never moves the user from one shell to the other.
 */
export function UserSettingLayout() {
  const { t } = useTranslation('host');
  const base = useLocation().pathname.startsWith('/userSetting2') ? '/userSetting2' : '/userSetting';
  return (
    <SideMenuLayout
      label={t('userSetting.label')}
      items={[
        { to: `${base}/payment`, label: t('userSetting.payment'), index: base === '/userSetting' },
        { to: `${base}/address`, label: t('userSetting.address'), index: base === '/userSetting2' },
        { to: '/account/accountSet', label: t('account.settings') },
      ]}
    />
  );
}
