import { api as endpoints, type Country } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { failureText } from '../failureText';
import { AccountField } from '../form/AccountField';
import { AccountTabs } from '../form/AccountTabs';
import { AuthCard, FormStack, LinkRow } from '../form/AuthCard';
import { CodeField } from '../form/CodeField';
import { CountrySelect } from '../form/CountrySelect';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { PasswordField } from '../form/PasswordField';
import { TextField } from '../form/TextField';
import { authPaths } from '../paths';
import { useCountries, useRegisterNeedsCode } from '../useServerSettings';
import { type AccountKind, type RegisterField, validateRegister } from '../validation/register';
import { type FieldErrors, hasErrors, SEND_CODE_SECONDS } from '../validation/rules';
import type { LoginLocationState } from './LoginPage';

const TermsError = styled.p`
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.down};
`;
const Terms = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  font-size: 0.9rem;
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 2px 0 0;
    flex: 0 0 auto;
  }
`;

/**
 * Spec §2 register (`/components/register`, query `extension_code`, `haccount`): e-mail or phone
 * (area code and nationality), a code when reg/conf `isEmailVer` is on, password and confirmation,
 * invite code prefilled from the query or storage, terms ticked by default. Goes to login after.
 */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'server']);
  const { api, storage } = useSdk();
  const navigate = useNavigate();
  const [query] = useSearchParams();

  const initialAccount = query.get('haccount') ?? '';
  const [kind, setKind] = useState<AccountKind>(/^\d+$/.test(initialAccount) ? 'phone' : 'email');
  const [account, setAccount] = useState(initialAccount);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(
    () => query.get('extension_code') ?? storage.get('extension_code') ?? '',
  );
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [areaCountry, setAreaCountry] = useState<Country | undefined>(undefined);
  const [nationality, setNationality] = useState<Country | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const { codeRequired } = useRegisterNeedsCode();
  const { countries, loading: countriesLoading } = useCountries();
  const area = areaCountry ?? countries[0];
  const nation = nationality ?? area;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { kind, account, code, password, confirmPassword, inviteCode, termsAccepted };
    const found = validateRegister(input, { codeRequired });
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await api.call(
      endpoints.register,
      {
        type: kind === 'email' ? 'email' : 'mobile',
        user_string: account.trim(),
        code: code.trim(),
        password,
        re_password: confirmPassword,
        extension_code: inviteCode.trim(),
        ...(kind === 'phone' && area
          ? { area_code: area.area_code, area_code_id: area.country_id, nationality: nation?.name_en ?? '' }
          : {}),
      },
      { silent: true },
    );
    setBusy(false);
    if (result.type === 'ok') {
      const state: LoginLocationState = { account: account.trim() };
      navigate(`${authPaths.login}?isEmail=${kind === 'email' ? 1 : 0}`, { state });
      return;
    }
    setFormError(failureText(t, result));
  };

  const fieldError = (field: RegisterField) => (errors[field] ? t(`auth:${errors[field]}`) : undefined);

  return (
    <AuthCard title={t('auth:register.title')}>
      <AccountTabs value={kind} onChange={setKind} />
      <FormStack onSubmit={onSubmit} noValidate>
        {kind === 'phone' && (
          <>
            <CountrySelect
              label={t('auth:field.areaCode')}
              show="areaCode"
              countries={countries}
              value={area?.country_id}
              onChange={setAreaCountry}
              loading={countriesLoading}
            />
            <CountrySelect
              label={t('auth:field.nationality')}
              show="nationality"
              countries={countries}
              value={nation?.country_id}
              onChange={setNationality}
              loading={countriesLoading}
            />
          </>
        )}
        <AccountField kind={kind} value={account} onValueChange={setAccount} error={fieldError('account')} />
        {codeRequired && (
          <CodeField
            label={t('auth:field.code')}
            value={code}
            onValueChange={setCode}
            error={fieldError('code')}
            seconds={SEND_CODE_SECONDS}
            request={() => ({
              account,
              scene: 'register',
              areaCode: kind === 'phone' ? area?.area_code : undefined,
              areaCodeId: kind === 'phone' ? area?.country_id : undefined,
            })}
          />
        )}
        <PasswordField
          label={t('auth:field.password')}
          value={password}
          onValueChange={setPassword}
          error={fieldError('password')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('auth:register.confirmPassword')}
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          error={fieldError('confirmPassword')}
          autoComplete="new-password"
        />
        <TextField
          label={`${t('auth:register.inviteCode')} (${t('auth:field.optional')})`}
          value={inviteCode}
          onValueChange={setInviteCode}
          autoComplete="off"
          maxLength={16}
        />
        <div>
          <Terms>
            <input
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? 'register-terms-error' : undefined}
            />
            <span>
              {t('auth:register.terms')} (<Link to={authPaths.policy}>{t('auth:register.termsLink')}</Link>)
            </span>
          </Terms>
          {errors.termsAccepted && (
            <TermsError id="register-terms-error" role="alert">
              {t(`auth:${errors.termsAccepted}`)}
            </TermsError>
          )}
        </div>
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <SubmitButton busy={busy} label={t('auth:register.submit')} />
      </FormStack>
      <LinkRow>
        <span>
          {t('auth:register.haveAccount')} <Link to={authPaths.login}>{t('auth:register.toLogin')}</Link>
        </span>
      </LinkRow>
    </AuthCard>
  );
}
