import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, TextInput } from '@exchange/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: 420px;
`;

/** Asks for the operator token (DATA_DIR/operator.token on the server); kept for this tab's session. */
export function TokenForm({ onSubmit, refused }: { onSubmit: (token: string) => void; refused: boolean }) {
  const { t } = useTranslation('ops');
  const [value, setValue] = useState('');
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSubmit(value.trim());
      }}
    >
      <Field label={t('token.label')} hint={t('token.hint')} error={refused ? t('token.refused') : undefined}>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={!value.trim()}>
        {t('token.submit')}
      </Button>
    </Form>
  );
}
