import { failureRoutes } from '@exchange/sdk';
import { Modal } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Spec §8 wallet/out 'not': after the message, "set a trade password?"; yes goes to /bindmpwd. */
export function BindTradePasswordPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallets');
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={t('withdraw.bindTitle')}
      onClose={onClose}
      onConfirm={() => navigate(failureRoutes.bindTradePassword)}
      confirmLabel={t('withdraw.bindYes')}
      cancelLabel={t('withdraw.bindNo')}
    >
      {t('withdraw.bindPrompt')}
    </Modal>
  );
}
