import { api as endpoints } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { failureText } from '../failureText';
import { AuthCard, FormStack, LinkRow } from '../form/AuthCard';
import { CodeField } from '../form/CodeField';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { PasswordField, type PasswordFieldProps } from '../form/PasswordField';
import { TextField } from '../form/TextField';
import { authPaths } from '../paths';
import {
  validateCodeCheck,
  validateForgotPassword,
  validateResetPassword,
} from '../validation/forgotPassword';
import { type FieldErrors, hasErrors, RESET_SEND_CODE_SECONDS } from '../validation/rules';
import { chooseCodeChannel } from '../validation/sendCode';
import type { LoginLocationState } from './LoginPage';
import { useSecondFactorCode } from '../../security/useSecondFactorCode';

type Step = 'verify' | 'reset';
type Field = 'account' | 'code' | 'oldPassword' | 'password' | 'repeatPassword';

/**
 * `/forgetPwd` (spec §2, §4, §5). From settings (`fromSet`) the account is the logged-in one,
 * read-only, and the old password is the proof. Otherwise the user proves the account with a code
 * (31 s send button), and the reset view opens once check_email / check_mobile answers ok; the
 * checked code then goes with the new password. Success leads to login.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'server']);
  const { api, storage, session } = useSdk();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const fromSettings = query.has('fromSet');

  const [step, setStep] = useState<Step>(fromSettings ? 'reset' : 'verify');
  const [account, setAccount] = useState(() => (fromSettings ? (storage.get('accountNum') ?? '') : ''));
  const [code, setCode] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const secondFactor = useSecondFactorCode();

  const begin = (found: FieldErrors<Field>) => {
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found) || busy) return false;
    setBusy(true);
    return true;
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = validateCodeCheck({ account, code });
    const channel = chooseCodeChannel(account);
    if (!found.account && !channel.ok) found.account = channel.messageKey;
    if (!begin(found) || !channel.ok) return;
    const common = { user_string: account.trim(), scene: 'forget' as const };
    const result =
      channel.channel === 'mail'
        ? await api.call(endpoints.checkEmail, { ...common, email_code: code.trim() }, { silent: true })
        : await api.call(endpoints.checkMobile, { ...common, mobile_code: code.trim() }, { silent: true });
    setBusy(false);
    if (result.type === 'ok') setStep('reset');
    else setFormError(failureText(t, result));
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = fromSettings
      ? validateForgotPassword({ oldPassword, password, repeatPassword })
      : validateResetPassword({ password, repeatPassword });
    if (!begin(found)) return;
    const result = await api.call(
      endpoints.forget,
      {
        account: account.trim(),
        password,
        repassword: repeatPassword,
        scene: 'forget',
        ...(fromSettings ? { oldpassword: oldPassword } : { code: code.trim() }),
        ...secondFactor.fields,
      },
      { silent: true },
    );
    setBusy(false);
    if (result.type !== 'ok') {
      secondFactor.noteFailure(result);
      setFormError(failureText(t, result));
      return;
    }
    // A changed password ends every session on the server; forget this one too.
    if (fromSettings) await session.logout();
    const state: LoginLocationState = { account: account.trim(), passwordChanged: true };
    navigate(authPaths.login, { replace: true, state });
  };

  const fieldError = (field: Field) => (errors[field] ? t(`auth:${errors[field]}`) : undefined);
  const passwordField = (
    field: Field,
    label: string,
    value: string,
    set: (v: string) => void,
    auto: PasswordFieldProps['autoComplete'],
  ) => (
    <PasswordField
      label={label}
      value={value}
      onValueChange={set}
      error={fieldError(field)}
      autoComplete={auto}
    />
  );

  return (
    <AuthCard title={fromSettings ? t('auth:forgot.changeTitle') : t('auth:forgot.title')}>
      {step === 'verify' ? (
        <FormStack onSubmit={onCheck} noValidate>
          <FormAlert tone="info">{t('auth:forgot.verifyHint')}</FormAlert>
          <TextField
            label={t('auth:field.account')}
            value={account}
            onValueChange={setAccount}
            error={fieldError('account')}
            autoComplete="username"
            maxLength={64}
          />
          <CodeField
            label={t('auth:field.code')}
            value={code}
            onValueChange={setCode}
            error={fieldError('code')}
            seconds={RESET_SEND_CODE_SECONDS}
            request={() => ({ account, scene: 'forget' })}
          />
          {formError && <FormAlert tone="error">{formError}</FormAlert>}
          <SubmitButton busy={busy} label={t('auth:forgot.next')} />
        </FormStack>
      ) : (
        <FormStack onSubmit={onReset} noValidate>
          <TextField label={t('auth:field.account')} value={account} onValueChange={() => {}} readOnly />
          {fromSettings &&
            passwordField(
              'oldPassword',
              t('auth:forgot.oldPassword'),
              oldPassword,
              setOldPassword,
              'current-password',
            )}
          {passwordField('password', t('auth:forgot.newPassword'), password, setPassword, 'new-password')}
          {passwordField(
            'repeatPassword',
            t('auth:forgot.repeatPassword'),
            repeatPassword,
            setRepeatPassword,
            'new-password',
          )}
          {secondFactor.field}
          {formError && <FormAlert tone="error">{formError}</FormAlert>}
          <SubmitButton busy={busy} label={t('auth:forgot.submit')} />
        </FormStack>
      )}
      <LinkRow>
        <Link to={authPaths.login}>{t('auth:forgot.backToLogin')}</Link>
      </LinkRow>
    </AuthCard>
  );
}
