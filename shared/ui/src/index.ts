// Theme
export {
  themes,
  themeModes,
  defaultThemeMode,
  isThemeMode,
  ThemeProvider,
  GlobalStyle,
  narrowScreen,
  tradingLayoutWidths,
  tabularNumbers,
  visuallyHidden,
  applyThemeBeforePaint,
  themeBeforePaintScript,
  themeBeforePaintCss,
  themeStorageKey,
  type ThemeMode,
  type AppTheme,
  type ThemeColors,
  type ThemeProviderProps,
} from './theme';

// Primitives
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Table, type TableProps, type TableColumn } from './components/Table';
export { TableScroll, type TableScrollProps } from './components/TableScroll';
export { Modal, type ModalProps } from './components/Modal';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastKind,
} from './components/Toast';
export { useCopy } from './components/useCopy';
export { Field, TextInput, type FieldProps, type FieldControlProps } from './components/Field';
export { NumberInput, type NumberInputProps } from './components/NumberInput';
export { sanitizeDecimalInput } from './components/decimalInput';
export { Slider, type SliderProps } from './components/Slider';
export {
  Countdown,
  SendCodeButton,
  useCountdown,
  type CountdownProps,
  type SendCodeButtonProps,
} from './components/Countdown';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { NetworkStatus, type NetworkStatusProps, type NetworkState } from './components/NetworkStatus';
export { QR, type QRProps } from './components/QR';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Progress, type ProgressProps } from './components/Progress';
export { DropdownMenu, type DropdownMenuProps, type MenuItem } from './components/DropdownMenu';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Page, Card, Muted } from './components/PageLayout';
export { UnavailablePanel, type UnavailablePanelProps } from './components/UnavailablePanel';
export {
  OrderBookView,
  type OrderBookViewProps,
  type OrderBookLevel,
  type OrderBookLabels,
} from './components/order-book/OrderBookView';
export { useOrderBookLabels } from './components/order-book/useOrderBookLabels';
export {
  MarketTopBar,
  type MarketTopBarProps,
  type MarketFigures,
  type MarketTopBarLabels,
} from './components/market-top-bar/MarketTopBar';
export {
  PairListView,
  pairListFillsColumn,
  type PairListViewProps,
  type PairListItem,
} from './components/pair-list/PairListView';

// Screen building blocks (README "Building a screen")
export {
  FailureMessage,
  useNoticeText,
  type FailureMessageProps,
  type Notice,
  type NoticeContent,
  type MessageTone,
  type FormFeedback,
} from './components/screen/FailureMessage';
export { PagedTable, type PagedTableProps, type PagedRows } from './components/screen/PagedTable';
