export { AccountLayout, AssetAreaLayout, UserSettingLayout } from './layouts';
export { AccountSettingsPage } from './AccountSettingsPage';
export { IdentityPage } from './IdentityPage';
