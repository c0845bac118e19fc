import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { realName, upload, uploadLimits } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { Button, Field, TextInput } from '@exchange/ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 520px;
`;

const Preview = styled.img`
  display: block;
  max-inline-size: 160px;
  max-block-size: 100px;
  margin-block-start: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type PictureField = 'front_pic' | 'reverse_pic' | 'hand_pic';
const pictureFields: ReadonlyArray<{ field: PictureField; labelKey: string; required: boolean }> = [
  { field: 'front_pic', labelKey: 'identity.form.front', required: true },
  { field: 'reverse_pic', labelKey: 'identity.form.reverse', required: true },
  { field: 'hand_pic', labelKey: 'identity.form.hand', required: false },
];

type Values = { name: string; card_id: string } & Record<PictureField, string>;
type Errors = Partial<Record<keyof Values, string>>;

/**
 * Spec §4 Verification, state 0: name, ID number and document pictures (uploaded first, the form sends
 * their URLs). Rules are the protocol's own schema, so the client and the server say the same thing.
 */
export function IdentityForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('host');
  const { t: tServer } = useTranslation('server');
  const { api } = useSdk();
  const [values, setValues] = useState<Values>({
    name: '',
    card_id: '',
    front_pic: '',
    reverse_pic: '',
    hand_pic: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState<PictureField | null>(null);

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function choosePicture(field: PictureField, file: File | undefined) {
    if (!file) return;
    if (!(uploadLimits.mimeTypes as readonly string[]).includes(file.type)) {
      setErrors((current) => ({ ...current, [field]: t('identity.form.fileType') }));
      return;
    }
    if (file.size > uploadLimits.maxBytes) {
      setErrors((current) => ({ ...current, [field]: t('identity.form.fileTooBig') }));
      return;
    }
    setUploading(field);
    const payload: Record<string, unknown> = { file };
    const result = await api.call(upload, payload as Record<string, never>);
    setUploading(null);
    if (result.type === 'ok') set(field, result.message);
  }

  // Only the button submits (Enter in a field clicks it), so a submit cannot run twice.
  async function submit() {
    const parsed = realName.request.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        next[field] ??= tServer(issue.message, { defaultValue: issue.message });
      }
      setErrors(next);
      return;
    }
    const result = await api.call(realName, values);
    if (result.type === 'ok') onSubmitted();
  }

  return (
    <Form onSubmit={(event) => event.preventDefault()} noValidate>
      <Field label={t('identity.form.name')} error={errors.name} required>
        {(control) => (
          <TextInput
            {...control}
            value={values.name}
            maxLength={64}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('identity.form.cardId')} error={errors.card_id} required>
        {(control) => (
          <TextInput
            {...control}
            value={values.card_id}
            maxLength={32}
            onChange={(e) => set('card_id', e.target.value)}
          />
        )}
      </Field>
      {pictureFields.map(({ field, labelKey, required }) => (
        <Field
          key={field}
          label={t(labelKey)}
          error={errors[field]}
          hint={uploading === field ? t('identity.form.uploading') : undefined}
          required={required}
        >
          {(control) => (
            <div>
              <input
                {...control}
                type="file"
                accept={uploadLimits.mimeTypes.join(',')}
                disabled={uploading !== null}
                onChange={(e) => void choosePicture(field, e.target.files?.[0])}
              />
              {values[field] && <Preview src={values[field]} alt={t(labelKey)} />}
            </div>
          )}
        </Field>
      ))}
      <Button type="submit" disabled={uploading !== null} onClick={() => submit()}>
        {t('identity.form.submit')}
      </Button>
    </Form>
  );
}
