import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jcBind, jcBindLookup } from '@exchange/protocol';
import { useCall, useSubmit } from '@exchange/sdk';
import { Button, Field, Spinner, TextInput, useToast } from '@exchange/ui';
import { Panel } from '../records/PageFrame';

/** Spec §5 / §9: the account and password of the binding are required, at most 20 characters each. */
export const BIND_MAX_LENGTH = 20;

type BindField = 'user_name' | 'password';
const messageKey: Record<BindField, string> = {
  user_name: 'bind.enterAccount',
  password: 'bind.enterPassword',
};

/** Each field's problem (the server's own §5 message keys), or none. */
export function bindProblems(values: Record<BindField, string>): Partial<Record<BindField, string>> {
  const problems: Partial<Record<BindField, string>> = {};
  for (const field of ['user_name', 'password'] as const) {
    const value = values[field].trim();
    if (value.length === 0 || value.length > BIND_MAX_LENGTH) problems[field] = messageKey[field];
  }
  return problems;
}

/**
 * Account binding of an external platform (jc/bind, spec §7): GET shows the bound account, POST binds
 * account + password. The spec's messages were Chinese only; here they are the `server` keys in
 * every language.
 */
export function BindingForm() {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const bound = useCall(jcBindLookup, {});
  const { submit, pending } = useSubmit(jcBind);
  const [values, setValues] = useState({ user_name: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<BindField, string>>>({});

  const set = (field: BindField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save() {
    const problems = bindProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await submit({ user_name: values.user_name.trim(), password: values.password });
    if (result.type !== 'ok') return;
    toast.show(t('binding.saved'), { kind: 'success' });
    setValues({ user_name: '', password: '' });
    bound.reload();
  }

  const current = bound.data?.user_name;
  return (
    <Panel as="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <p aria-live="polite">
        {bound.loading && current === undefined ? (
          <Spinner />
        ) : current ? (
          t('binding.boundAs', { name: current })
        ) : (
          t('binding.notBound')
        )}
      </p>
      <Field
        label={t('binding.account')}
        error={errors.user_name && t(`server:${errors.user_name}`)}
        required
      >
        {(control) => (
          <TextInput
            {...control}
            autoComplete="username"
            maxLength={BIND_MAX_LENGTH}
            value={values.user_name}
            onChange={(event) => set('user_name', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('binding.password')} error={errors.password && t(`server:${errors.password}`)} required>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="current-password"
            maxLength={BIND_MAX_LENGTH}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" loading={pending} onClick={() => save()}>
        {t('binding.submit')}
      </Button>
    </Panel>
  );
}
