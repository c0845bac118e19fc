import { api as endpoints } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthCard, FormStack } from '../form/AuthCard';
import { FormAlert } from '../form/FormAlert';
import { RequireLogin } from '../form/RequireLogin';
import { SubmitButton } from '../form/SubmitButton';
import { PasswordField } from '../form/PasswordField';
import { type FieldErrors, hasErrors } from '../validation/rules';
import { type TradePasswordInput, validateTradePassword } from '../validation/tradePassword';
import { useSecondFactorCode } from '../../security/useSecondFactorCode';

const BACK_DELAY_MS = 1000;

/**
 * `/bindmpwd` (spec §2; where §8's 996, 401 and the 'not' flows send the user): sets the trade
 * password, or changes it with the old one when safe/judge_password says one is bound.
 */
export function BindTradePasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <RequireLogin title={t('bindTrade.title')}>
      <BindTradePasswordForm />
    </RequireLogin>
  );
}

function BindTradePasswordForm() {
  const { t } = useTranslation(['auth', 'server']);
  const { api } = useSdk();
  const navigate = useNavigate();
  const [hasTradePassword, setHasTradePassword] = useState<boolean | undefined>(undefined);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof TradePasswordInput>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const secondFactor = useSecondFactorCode();

  useEffect(() => {
    const controller = new AbortController();
    api.call(endpoints.judgePassword, {}, { signal: controller.signal }).then((result) => {
      // Without an answer, offer the first-time form; the server still refuses a wrong change.
      if (!controller.signal.aborted)
        setHasTradePassword(result.type === 'ok' && result.message.has_trade_password);
    });
    return () => controller.abort();
  }, [api]);

  if (hasTradePassword === undefined) {
    return (
      <AuthCard title={t('auth:bindTrade.title')}>
        <p role="status" aria-busy="true">
          {t('auth:state.loading')}
        </p>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const found = validateTradePassword({ oldPassword, password, repeatPassword }, { hasTradePassword });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await api.call(endpoints.bindTradePassword, {
      password,
      re_password: repeatPassword,
      ...(hasTradePassword ? { old_password: oldPassword } : {}),
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

  const passwordField = (
    field: keyof TradePasswordInput,
    label: string,
    value: string,
    set: (value: string) => void,
  ) => (
    <PasswordField
      label={label}
      value={value}
      onValueChange={set}
      error={errors[field] ? t(`auth:${errors[field]}`) : undefined}
      autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
    />
  );

  return (
    <AuthCard title={t('auth:bindTrade.title')}>
      <FormAlert tone="info">
        {hasTradePassword ? t('auth:bindTrade.changeIntro') : t('auth:bindTrade.bindIntro')}
      </FormAlert>
      <FormStack onSubmit={onSubmit} noValidate>
        {hasTradePassword &&
          passwordField('oldPassword', t('auth:bindTrade.oldPassword'), oldPassword, setOldPassword)}
        {passwordField('password', t('auth:bindTrade.password'), password, setPassword)}
        {passwordField(
          'repeatPassword',
          t('auth:bindTrade.repeatPassword'),
          repeatPassword,
          setRepeatPassword,
        )}
        {secondFactor.field}
        {done && <FormAlert tone="info">{t('auth:bindTrade.success')}</FormAlert>}
        <SubmitButton busy={busy || done} label={t('auth:bindTrade.submit')} />
      </FormStack>
    </AuthCard>
  );
}
