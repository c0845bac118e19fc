import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

export interface QRProps {
  value: string;
  /** Pixels; the header's app download code is 100 (spec §2). */
  size?: number;
  /** What the code is for, e.g. "Download the app"; defaults to "QR code". */
  label?: string;
}

/** Always dark on white so phone cameras read it in the dark theme too. */
export function QR({ value, size = 100, label }: QRProps) {
  const { t } = useTranslation('common');
  return (
    <QRCodeSVG
      value={value}
      size={size}
      marginSize={1}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label ?? t('qr.label')}
      title={label ?? t('qr.label')}
    />
  );
}
