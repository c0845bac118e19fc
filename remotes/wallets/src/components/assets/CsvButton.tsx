import { Button } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import type { CsvColumn } from '../../model/csv';
import { useCsvDownload } from '../../hooks/useCsvDownload';

export interface CsvButtonProps<Row> {
  /** The list's name, shown in the button's label and used for the file name. */
  list: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
}

/** "Export CSV" for a record list: the rows loaded so far, cells as the server sent them. */
export function CsvButton<Row>({ list, fileName, columns, rows }: CsvButtonProps<Row>) {
  const { t } = useTranslation('wallets');
  const download = useCsvDownload();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={rows.length === 0}
      aria-label={`${t('csv.export')}: ${list}`}
      onClick={() => download(fileName, columns, rows)}
    >
      {t('csv.export')}
    </Button>
  );
}
