import { api as endpoints } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthCard, FormStack } from '../form/AuthCard';
import { CodeField } from '../form/CodeField';
import { FormAlert } from '../form/FormAlert';
import { RequireLogin } from '../form/RequireLogin';
import { SubmitButton } from '../form/SubmitButton';
import { TextField } from '../form/TextField';
import { type BindEmailInput, validateBindEmail, validateBindEmailAddress } from '../validation/bindEmail';
import { type FieldErrors, hasErrors, SEND_CODE_SECONDS } from '../validation/rules';
import { useSecondFactorCode } from '../../security/useSecondFactorCode';

/** How long the success message stays before going back (spec §9 "redirects 1 s"). */
const BACK_DELAY_MS = 1000;

/**
 * `/bindEmail` (spec §2, §5 "Bind e-mail"): e-mail with a 2-3 letter ending, a code from the 60 s
 * send button, confirm; back to the previous page on ok. Private: the server's failures (expired
 * session and the like) are routed by the sdk, so they are not repeated here.
 */
export function BindEmailPage() {
  const { t } = useTranslation('auth');
  return (
    <RequireLogin title={t('bindEmail.title')}>
      <BindEmailForm />
    </RequireLogin>
  );
}

function BindEmailForm() {
  const { t } = useTranslation(['auth', 'server']);
  const { api } = useSdk();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof BindEmailInput>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const secondFactor = useSecondFactorCode();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const found = validateBindEmail({ email, code });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await api.call(endpoints.bindEmail, {
      email: email.trim(),
      code: code.trim(),
      ...secondFactor.fields,
    });
    setBusy(false);
    if (result.type !== 'ok') {
      secondFactor.noteFailure(result);
      return;
    }
    setDone(true);
    setTimeout(() => navigate(-1), BACK_DELAY_MS);
  };

  const fieldError = (field: keyof BindEmailInput) =>
    errors[field] ? t(`auth:${errors[field]}`) : undefined;

  return (
    <AuthCard title={t('auth:bindEmail.title')}>
      <FormStack onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth:field.email')}
          value={email}
          onValueChange={setEmail}
          error={fieldError('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={64}
        />
        <CodeField
          label={t('auth:field.code')}
          value={code}
          onValueChange={setCode}
          error={fieldError('code')}
          seconds={SEND_CODE_SECONDS}
          request={() => {
            const problem = validateBindEmailAddress(email);
            setErrors(({ email: _previous, ...rest }) => (problem ? { ...rest, email: problem } : rest));
            return problem ? undefined : { account: email, scene: 'bind_email' };
          }}
        />
        {secondFactor.field}
        {done && <FormAlert tone="info">{t('auth:bindEmail.success')}</FormAlert>}
        <SubmitButton busy={busy || done} label={t('auth:bindEmail.submit')} />
      </FormStack>
    </AuthCard>
  );
}
