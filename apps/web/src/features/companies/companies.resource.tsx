import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Flex, Input, InputNumber, Select, Typography, type InputNumberProps, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CAPITAL_MAX, COMPANY_STATUSES, companiesCrud, isCreditCode, type CompanyRecord } from '@console/contract/companies';
import {
  IndustrySelect, industryName, LabelSelect, LabelTags, labelName, RegionCascader, StatusTag, statusName,
} from '../../components/company-parts.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { i18n } from '../../lib/i18n.ts';

const CREDIT_CODE_LENGTH = 18;

interface CreditCodeInputProps {
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A unified social credit code, typed in capitals, saying as it is typed whether its check character matches. */
function CreditCodeInput({ id, value = '', onChange, ...props }: CreditCodeInputProps) {
  const { t } = useTranslation();
  const code = value.trim().toUpperCase();
  const complete = code.length === CREDIT_CODE_LENGTH;
  const valid = complete && isCreditCode(code);
  const feedbackId = id && `${id}-check`;
  return (
    <Flex vertical gap={2}>
      <Input
        id={id}
        value={value}
        maxLength={CREDIT_CODE_LENGTH}
        autoComplete="off"
        spellCheck={false}
        style={{ fontFamily: 'var(--ant-font-family-code, monospace)' }}
        status={complete && !valid ? 'error' : undefined}
        aria-describedby={feedbackId}
        // Always a suffix: adding one while typing would rebuild the input and take its focus.
        suffix={(
          <span aria-hidden style={{ display: 'inline-flex', width: 14 }}>
            {complete && (valid ? <CheckCircleFilled style={{ color: 'var(--ant-color-success)' }} /> : <CloseCircleFilled style={{ color: 'var(--ant-color-error)' }} />)}
          </span>
        )}
        onChange={(event) => onChange?.(event.target.value.toUpperCase())}
        {...props}
      />
      <Typography.Text id={feedbackId} aria-live="polite" type={!complete ? 'secondary' : valid ? 'success' : 'danger'} style={{ fontSize: 12 }}>
        {!complete ? t('companies.creditCodeLength', { count: code.length }) : t(valid ? 'companies.creditCodeValid' : 'companies.creditCodeInvalid')}
      </Typography.Text>
    </Flex>
  );
}

/** A registration status. */
function StatusSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { i18n: { language } } = useTranslation();
  return <Select allowClear options={COMPANY_STATUSES.map(({ code }) => ({ value: code, label: statusName(code, language) }))} {...props} />;
}

type LabelsFilterProps = Omit<Parameters<typeof LabelSelect>[0], 'value'> & { value?: string | readonly (number | string)[] };

/** The labels of a search: the address holds them as codes separated by commas. */
function LabelsFilter({ value, ...props }: LabelsFilterProps) {
  const codes = (typeof value === 'string' ? value.split(',') : (value ?? [])).map(String).filter((code) => code.trim() !== '').map(Number);
  return <LabelSelect value={codes} {...props} />;
}

function CapitalInput(props: InputNumberProps<number>) {
  return <InputNumber<number> min={0} max={CAPITAL_MAX} precision={2} style={{ width: '100%' }} {...props} />;
}

const language = () => i18n.language;
/** The capital as a number: the column's title says it is in 万元. */
const capitalAmount = (amount: number) => new Intl.NumberFormat(language(), { maximumFractionDigits: 2 }).format(amount);

/** 企业库: the companies the customers' pages watch; importing is an action of the page. */
export const companiesResource = declaredResource(companiesCrud, {
  messages: 'companies',
  columns: [
    'name',
    { key: 'creditCode', form: { kind: 'custom', control: <CreditCodeInput />, hint: 'companies.creditCodeHint' } },
    { key: 'region', render: (company) => company.region.fullName, exportValue: (company) => company.region.fullName },
    { key: 'regionCode', title: 'companies.region', search: { kind: 'custom', control: <RegionCascader /> }, form: { kind: 'custom', control: <RegionCascader />, hint: 'companies.regionHint' } },
    { key: 'industry', render: (company) => industryName(company.industry, language()),
      exportValue: (company) => industryName(company.industry, language()),
      search: { kind: 'custom', control: <IndustrySelect /> }, form: { kind: 'custom', control: <IndustrySelect /> } },
    { key: 'labels', render: (company) => <LabelTags codes={company.labels} />,
      exportValue: (company) => company.labels.map((code) => labelName(code, language())).join(i18n.t('companies.separator')),
      search: { kind: 'custom', control: <LabelsFilter /> }, form: { kind: 'custom', control: <LabelSelect />, initialValue: [] } },
    { key: 'registeredCapital', render: (company) => capitalAmount(company.registeredCapital),
      exportValue: (company) => company.registeredCapital, form: { kind: 'custom', control: <CapitalInput />, whenEmpty: 'omit' } },
    'foundedOn',
    { key: 'status', render: (company) => <StatusTag code={company.status} />,
      exportValue: (company) => statusName(company.status, language()),
      search: { kind: 'custom', control: <StatusSelect /> }, form: { kind: 'custom', control: <StatusSelect />, initialValue: 'active', whenEmpty: 'omit' } },
    { key: 'address', defaultHidden: true },
    'updatedAt',
  ],
  toFormValues: (company: CompanyRecord) => ({
    name: company.name, creditCode: company.creditCode, regionCode: company.region.code, industry: company.industry, labels: company.labels,
    registeredCapital: company.registeredCapital, foundedOn: company.foundedOn ?? undefined, status: company.status, address: company.address,
  }),
});
