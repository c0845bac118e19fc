import type { TradePasswordPrompt } from '@exchange/sdk';
import { Modal } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Spec §8 'not': after the message, the offer to bind a trade password (yes goes to /bindmpwd). */
export function BindTradePassword({ prompt }: { prompt: TradePasswordPrompt }) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  return (
    <Modal
      open={prompt.open}
      title={t('bind.title')}
      onClose={prompt.close}
      onConfirm={() => {
        prompt.close();
        navigate(prompt.bindPath);
      }}
      confirmLabel={t('bind.confirm')}
    >
      <p>{t('bind.prompt')}</p>
    </Modal>
  );
}
