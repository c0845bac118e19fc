import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import type { StoredPair } from '@exchange/sdk';
import { Modal } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { PairList } from '../components/PairList';

export interface PairSheetProps {
  open: boolean;
  onClose: () => void;
  groups: readonly QuotationGroup[];
  current: Pick<StoredPair, 'legalId' | 'currencyId'>;
  onChoose: (row: QuotationRow, position: { groupIndex: number; rowIndex: number }) => void;
}

/**
 * The pair list as a dialog, for phones (opened from the chart's top bar): Escape, the close button
 * or the backdrop close it, and so does choosing a pair.
 */
export function PairSheet({ open, onClose, groups, current, onChoose }: PairSheetProps) {
  const { t } = useTranslation('spot');
  return (
    <Modal open={open} onClose={onClose} title={t('pairs.title')} width="480px">
      <PairList
        groups={groups}
        current={current}
        onChoose={(row, position) => {
          onClose();
          onChoose(row, position);
        }}
      />
    </Modal>
  );
}
