/** The design-system pieces this remote uses (one import site to switch to `@exchange/ui`'s index). */
export { Button } from '@exchange/ui/src/components/Button';
export { Tabs, type TabItem } from '@exchange/ui/src/components/Tabs';
export { Table, type TableColumn } from '@exchange/ui/src/components/Table';
export { EmptyState } from '@exchange/ui/src/components/EmptyState';
export { Modal } from '@exchange/ui/src/components/Modal';
export { ThemeProvider } from '@exchange/ui/src/theme/ThemeProvider';
export type { ThemeMode } from '@exchange/ui/src/theme/tokens';
