/** The design-system pieces this remote uses. */
export {
  Button,
  Tabs,
  Table,
  EmptyState,
  Modal,
  NumberInput,
  Slider,
  NetworkStatus,
  TextInput,
  ThemeProvider,
  type TabItem,
  type TableColumn,
  type ThemeMode,
} from '@exchange/ui';
