import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cashSave, cashSaveRequestSchema, type CashInfo } from '@exchange/protocol';
import { useSubmit } from '@exchange/sdk';
import { Button, Field, TextInput, useToast } from '@exchange/ui';
import { Panel } from '../records/PageFrame';
import { QrUpload } from './QrUpload';

type TextField =
  | 'bank_branch'
  | 'real_name'
  | 'bank_name'
  | 'bank_account'
  | 'alipay_account'
  | 'wechat_account'
  | 'wechat_nickname';
type QrField = 'alipay_qr_code' | 'wechat_qr_code';
type Values = Record<TextField | QrField, string>;
type Errors = Partial<Record<keyof Values, string>>;

/** The saved methods as the form's values (cash_info names the QR pictures *_collect). */
export function valuesOf(info: CashInfo | undefined): Values {
  return {
    bank_branch: info?.bank_branch ?? '',
    real_name: info?.real_name ?? '',
    bank_name: info?.bank_name ?? '',
    bank_account: info?.bank_account ?? '',
    alipay_account: info?.alipay_account ?? '',
    wechat_account: info?.wechat_account ?? '',
    wechat_nickname: info?.wechat_nickname ?? '',
    alipay_qr_code: info?.alipay_collect ?? '',
    wechat_qr_code: info?.wechat_collect ?? '',
  };
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const sections: ReadonlyArray<{ key: string; text: readonly TextField[]; qr?: QrField }> = [
  { key: 'bank', text: ['real_name', 'bank_name', 'bank_branch', 'bank_account'] },
  { key: 'alipay', text: ['alipay_account'], qr: 'alipay_qr_code' },
  { key: 'wechat', text: ['wechat_nickname', 'wechat_account'], qr: 'wechat_qr_code' },
];

/**
 * Spec §5 Payment methods: bank (branch, real name, bank name, number), Alipay (account, QR) and
 * WeChat (account, name, QR), every field required with its own prompt (the protocol's schema, so
 * the form and the server say the same thing); saved with user/cash_save.
 */
export function PaymentMethodForm({ info, onSaved }: { info: CashInfo | undefined; onSaved: () => void }) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const { submit, pending } = useSubmit(cashSave);
  const [values, setValues] = useState<Values>(() => valuesOf(info));
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => setValues(valuesOf(info)), [info]);

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save() {
    const parsed = cashSaveRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        next[field] ??= t(`server:${issue.message}`, { defaultValue: issue.message });
      }
      setErrors(next);
      return;
    }
    const result = await submit(values);
    if (result.type !== 'ok') return;
    toast.show(t(`server:${result.message}`, { defaultValue: t('payment.saved') }), { kind: 'success' });
    onSaved();
  }

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Sections>
        {sections.map((section) => (
          <Panel key={section.key} as="section" aria-labelledby={`payment-${section.key}`}>
            <h2 id={`payment-${section.key}`}>{t(`payment.${section.key}`)}</h2>
            {section.text.map((field) => (
              <Field key={field} label={t(`payment.field.${field}`)} error={errors[field]} required>
                {(control) => (
                  <TextInput
                    {...control}
                    value={values[field]}
                    maxLength={field === 'bank_account' ? 40 : 64}
                    onChange={(event) => set(field, event.target.value)}
                  />
                )}
              </Field>
            ))}
            {section.qr && (
              <QrUpload
                label={t(`payment.field.${section.qr}`)}
                value={values[section.qr]}
                error={errors[section.qr]}
                onChange={(url) => set(section.qr!, url)}
              />
            )}
          </Panel>
        ))}
      </Sections>
      <p>
        <Button type="submit" loading={pending} onClick={() => save()}>
          {t('payment.save')}
        </Button>
      </p>
    </form>
  );
}
