import { api as endpoints, TOTP_REQUIRED, type Country } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SecondFactorStep, type FirstStep } from '../../security/SecondFactorStep';
import { completeLogin } from '../completeLogin';
import { failureText } from '../failureText';
import { AccountField } from '../form/AccountField';
import { AccountTabs } from '../form/AccountTabs';
import { AuthCard, FormStack, LinkRow } from '../form/AuthCard';
import { CodeField } from '../form/CodeField';
import { CountrySelect } from '../form/CountrySelect';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { PasswordField } from '../form/PasswordField';
import { authPaths } from '../paths';
import { useCountries, useLoginNeedsSmsCode } from '../useServerSettings';
import { type LoginField, validateLogin } from '../validation/login';
import type { AccountKind } from '../validation/register';
import { type FieldErrors, hasErrors, SEND_CODE_SECONDS } from '../validation/rules';

/** Router state the register page hands over, so the new account is already typed in. */
export interface LoginLocationState {
  account?: string;
  /** Set by the forgot-password page after a successful change. */
  passwordChanged?: boolean;
}

/**
 * Spec §2 login (`/components/login`): e-mail or phone with area code, password, and an SMS code
 * when env.json asks for one. `type=1` says the session expired; `isEmail` arrives from register.
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'server']);
  const sdk = useSdk();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const handedState = useLocation().state as LoginLocationState | null;
  const handedOver = handedState?.account ?? '';
  const fromRegister = query.has('isEmail');

  const [kind, setKind] = useState<AccountKind>(
    query.get('isEmail') === '0' || /^\d+$/.test(handedOver) ? 'phone' : 'email',
  );
  const [account, setAccount] = useState(handedOver);
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [chosenCountry, setCountry] = useState<Country | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  /** Set when the password was right and the account asks for its second factor. */
  const [secondStep, setSecondStep] = useState<FirstStep | undefined>(undefined);

  const { needSmsCode } = useLoginNeedsSmsCode();
  const { countries, loading: countriesLoading } = useCountries();
  const country = chosenCountry ?? countries[0];
  const phoneFields =
    kind === 'phone' && country ? { area_code: country.area_code, area_code_id: country.country_id } : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin({ account, password, smsCode }, { needSmsCode });
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    setBusy(true);
    const credentials: FirstStep = {
      user_string: account.trim(),
      password,
      ...(needSmsCode ? { sms_code: smsCode.trim() } : {}),
      ...phoneFields,
    };
    const result = await sdk.api.call(endpoints.login, credentials, { silent: true });
    if (result.type === 'ok') return finish(result.message);
    setBusy(false);
    if (result.message === TOTP_REQUIRED) setSecondStep(credentials);
    else setFormError(failureText(t, result));
  };

  const finish = async (token: string) => {
    await completeLogin(sdk, token);
    navigate('/', { replace: true });
  };

  const fieldError = (field: LoginField) => (errors[field] ? t(`auth:${errors[field]}`) : undefined);

  return (
    <AuthCard title={t('auth:login.title')}>
      {query.get('type') === '1' && <FormAlert tone="error">{t('auth:login.expired')}</FormAlert>}
      {fromRegister && <FormAlert tone="info">{t('auth:login.registered')}</FormAlert>}
      {handedState?.passwordChanged && <FormAlert tone="info">{t('auth:forgot.success')}</FormAlert>}
      {secondStep ? (
        <SecondFactorStep credentials={secondStep} onToken={finish} onBack={() => setSecondStep(undefined)} />
      ) : (
        <>
          <AccountTabs value={kind} onChange={setKind} />
          <FormStack onSubmit={onSubmit} noValidate>
            {kind === 'phone' && (
              <CountrySelect
                label={t('auth:field.areaCode')}
                show="areaCode"
                countries={countries}
                value={country?.country_id}
                onChange={setCountry}
                loading={countriesLoading}
              />
            )}
            <AccountField
              kind={kind}
              value={account}
              onValueChange={setAccount}
              error={fieldError('account')}
            />
            <PasswordField
              label={t('auth:field.password')}
              value={password}
              onValueChange={setPassword}
              error={fieldError('password')}
              autoComplete="current-password"
            />
            {needSmsCode && (
              <CodeField
                label={t('auth:login.smsCode')}
                value={smsCode}
                onValueChange={setSmsCode}
                error={fieldError('smsCode')}
                seconds={SEND_CODE_SECONDS}
                request={() => ({
                  account,
                  scene: 'login',
                  areaCode: phoneFields.area_code,
                  areaCodeId: phoneFields.area_code_id,
                })}
              />
            )}
            {formError && <FormAlert tone="error">{formError}</FormAlert>}
            <SubmitButton busy={busy} label={t('auth:login.submit')} />
          </FormStack>
        </>
      )}
      <LinkRow>
        <Link to={authPaths.forgotPassword}>{t('auth:login.forgot')}</Link>
        <span>
          {t('auth:login.noAccount')} <Link to={authPaths.register}>{t('auth:login.toRegister')}</Link>
        </span>
      </LinkRow>
    </AuthCard>
  );
}
