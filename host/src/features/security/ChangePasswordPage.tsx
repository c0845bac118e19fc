import { updatePassword } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../auth/failureText';
import { AuthCard, FormStack } from '../auth/form/AuthCard';
import { CodeField } from '../auth/form/CodeField';
import { FormAlert } from '../auth/form/FormAlert';
import { RequireLogin } from '../auth/form/RequireLogin';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { validateResetPassword } from '../auth/validation/forgotPassword';
import { type FieldErrors, hasErrors, isBlank, RESET_SEND_CODE_SECONDS } from '../auth/validation/rules';
import { useUserInfo } from '../../pages/account/useUserInfo';
import { securityPaths } from './paths';
import { useSecondFactorCode } from './useSecondFactorCode';

/** Spec §5 "Reset password": the input max lengths are 20 and 16. */
export const NEW_PASSWORD_MAX_LENGTH = 20;
export const REPEAT_PASSWORD_MAX_LENGTH = 16;
const BACK_DELAY_MS = 1000;

type Field = 'password' | 'repeatPassword' | 'code';

/**
 * `/resetPwd` (spec §2, §5 "Reset password"): a logged-in user changes the login password with a
 * code sent to the account (31 s send button). The server refuses a wrong, used or expired code and
 * ends every other session of the user; this one stays logged in and goes back to the settings.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <RequireLogin title={t('forgot.changeTitle')}>
      <ChangePasswordForm />
    </RequireLogin>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'security', 'server']);
  const { api, storage } = useSdk();
  const navigate = useNavigate();
  const info = useUserInfo();
  const account = storage.get('accountNum') ?? (info.status === 'ready' ? info.user.account_number : '');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const secondFactor = useSecondFactorCode();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const found: FieldErrors<Field> = validateResetPassword({ password, repeatPassword });
    if (isBlank(code)) found.code = 'forgot.enterCode';
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await api.call(
      updatePassword,
      { password, re_password: repeatPassword, code: code.trim(), ...secondFactor.fields },
      { silent: true },
    );
    setBusy(false);
    if (result.type !== 'ok') {
      secondFactor.noteFailure(result);
      setFormError(failureText(t, result));
      return;
    }
    setDone(true);
    setTimeout(() => navigate(securityPaths.settings), BACK_DELAY_MS);
  };

  const fieldError = (field: Field) => (errors[field] ? t(`auth:${errors[field]}`) : undefined);
  const passwordRows = [
    {
      field: 'password',
      label: 'auth:forgot.newPassword',
      value: password,
      set: setPassword,
      maxLength: NEW_PASSWORD_MAX_LENGTH,
    },
    {
      field: 'repeatPassword',
      label: 'auth:forgot.repeatPassword',
      value: repeatPassword,
      set: setRepeatPassword,
      maxLength: REPEAT_PASSWORD_MAX_LENGTH,
    },
  ] as const;

  return (
    <AuthCard title={t('auth:forgot.changeTitle')}>
      <FormStack onSubmit={onSubmit} noValidate>
        <TextField label={t('auth:field.account')} value={account} onValueChange={() => {}} readOnly />
        {passwordRows.map((row) => (
          <TextField
            key={row.field}
            label={t(row.label)}
            value={row.value}
            onValueChange={row.set}
            error={fieldError(row.field)}
            type="password"
            autoComplete="new-password"
            maxLength={row.maxLength}
          />
        ))}
        <CodeField
          label={t('auth:field.code')}
          value={code}
          onValueChange={setCode}
          error={fieldError('code')}
          seconds={RESET_SEND_CODE_SECONDS}
          request={() => (account ? { account, scene: 'update_password' } : undefined)}
        />
        {secondFactor.field}
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        {done && <FormAlert tone="info">{t('security:password.changed')}</FormAlert>}
        <SubmitButton busy={busy || done} label={t('auth:forgot.submit')} />
      </FormStack>
    </AuthCard>
  );
}
