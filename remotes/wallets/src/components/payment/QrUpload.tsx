import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field } from '@exchange/ui';
import { useImageUpload } from '../../hooks/useImageUpload';

const Preview = styled.img`
  display: block;
  inline-size: 120px;
  block-size: 120px;
  object-fit: contain;
  margin-block-start: ${({ theme }) => theme.space.xs};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface QrUploadProps {
  label: string;
  /** The uploaded picture's URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** A payment QR picture: chosen, uploaded through /api/upload at once, previewed. */
export function QrUpload({ label, value, onChange, error }: QrUploadProps) {
  const { t } = useTranslation('wallets');
  const { send, uploading, accept } = useImageUpload();
  const [fileProblem, setFileProblem] = useState<string>();

  async function choose(file: File | undefined) {
    if (!file) return;
    setFileProblem(undefined);
    const answer = await send(file);
    if (answer && 'url' in answer) onChange(answer.url);
    else if (answer) setFileProblem(t(`payment.${answer.problem}`));
  }

  return (
    <Field
      label={label}
      error={fileProblem ?? error}
      hint={uploading ? t('payment.uploading') : value ? t('payment.uploaded') : undefined}
      required
    >
      {(control) => (
        <div>
          <input
            {...control}
            type="file"
            accept={accept}
            disabled={uploading}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {value && <Preview src={value} alt={label} />}
        </div>
      )}
    </Field>
  );
}
