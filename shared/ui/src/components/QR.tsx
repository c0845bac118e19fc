import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The encoder is only needed when a code is shown (app download menu, deposit address), so it
// stays out of the initial bundle.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

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
  const name = label ?? t('qr.label');
  return (
    <Suspense
      fallback={
        <span
          role="img"
          aria-label={name}
          aria-busy="true"
          style={{ display: 'inline-block', width: size, height: size, background: '#fff' }}
        />
      }
    >
      <QRCodeSVG
        value={value}
        size={size}
        marginSize={1}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={name}
        title={name}
      />
    </Suspense>
  );
}
