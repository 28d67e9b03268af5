import { useState, type CSSProperties } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Cascader, Flex, Select, Tag, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_STATUSES, INDUSTRIES, QUALIFICATION_LABELS, type CompanyStatus } from '@console/contract/companies';
import { companyWatchRoutes, type ChangeField, type ChangeRecord, type RegionNode } from '@console/contract/company-watch';
import { addMessages, bilingual, i18n, type MessagesOf } from '../lib/i18n.ts';
import { callQuery } from '../lib/query.ts';

// Registered with the company pages that show these parts (the customers' and the administrators'), rather than with the shell.
const messages = bilingual(
  {
    companyParts: {
      none: '无', capital: '{{amount}} 万元', listSeparator: '、',
      fields: { name: '企业名称', registeredCapital: '注册资本', address: '地址', status: '经营状态', labels: '资质标签', region: '所在地区' },
    },
  },
  {
    companyParts: {
      none: 'none', capital: '{{amount}} × 10,000 CNY', listSeparator: ', ',
      fields: { name: 'Company name', registeredCapital: 'Registered capital', address: 'Address', status: 'Status', labels: 'Qualification labels', region: 'Region' },
    },
  },
);
addMessages('company-parts', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

interface BilingualName {
  zh: string;
  en: string;
}

const inLanguage = ({ zh, en }: BilingualName, language: string) => (language.startsWith('zh') ? zh : en);
const translatorIn = (language: string) => i18n.getFixedT(language);

/** A qualification label's name; its code is its place in the specification's list, from 1. */
export function labelName(code: number, language: string): string {
  const label = QUALIFICATION_LABELS[code - 1];
  return label ? inLanguage(label, language) : String(code);
}

/** An industry section's name by its letter. */
export function industryName(code: string, language: string): string {
  const industry = INDUSTRIES.find((each) => each.code === code);
  return industry ? inLanguage(industry, language) : code;
}

/** A registration status's name by its code. */
export function statusName(code: string, language: string): string {
  const status = COMPANY_STATUSES.find((each) => each.code === code);
  return status ? inLanguage(status, language) : code;
}

/** The name of a field whose changes are watched. */
export const changeFieldName = (field: ChangeField, language: string): string => translatorIn(language)(`companyParts.fields.${field}`);

/** Registered capital, which the library keeps in 万元. */
export function capitalText(amount: number, language: string): string {
  return translatorIn(language)('companyParts.capital', { amount: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(amount) });
}

const labelCodesOf = (text: string) => text.split(',').filter((part) => part.trim() !== '').map(Number);

/** One side of a change as a person reads it: label codes as names, a status as its name, capital in 万元. */
function changeValueText(field: ChangeField, value: string, language: string): string {
  if (value.trim() === '') return translatorIn(language)('companyParts.none');
  switch (field) {
    case 'labels':
      return labelCodesOf(value).map((code) => labelName(code, language)).join(translatorIn(language)('companyParts.listSeparator'));
    case 'status':
      return statusName(value, language);
    case 'registeredCapital':
      return capitalText(Number(value), language);
    default:
      return value;
  }
}

/** A change as `before → after`. */
export function changeText(change: Pick<ChangeRecord, 'field' | 'before' | 'after'>, language: string): string {
  return `${changeValueText(change.field, change.before, language)} → ${changeValueText(change.field, change.after, language)}`;
}

/** A company's qualification labels as tags. */
export function LabelTags({ codes }: { codes: readonly number[] }) {
  const { i18n: { language } } = useTranslation();
  return (
    <Flex wrap gap={4}>
      {codes.map((code) => <Tag key={code} color="blue" style={{ marginInlineEnd: 0 }}>{labelName(code, language)}</Tag>)}
    </Flex>
  );
}

const STATUS_COLORS: Record<CompanyStatus, string> = { active: 'success', suspended: 'warning', revoked: 'error', cancelled: 'default' };

/** A registration status as a tag, coloured by how alive the company is. */
export function StatusTag({ code }: { code: CompanyStatus }) {
  const { i18n: { language } } = useTranslation();
  return <Tag color={STATUS_COLORS[code]} style={{ marginInlineEnd: 0 }}>{statusName(code, language)}</Tag>;
}

type CodesSelectProps = Omit<SelectProps<number[]>, 'options' | 'mode'>;

/** Any of the 13 qualification labels, by code (a form's field or a search's). */
export function LabelSelect(props: CodesSelectProps) {
  const { i18n: { language } } = useTranslation();
  const options = QUALIFICATION_LABELS.map((label, index) => ({ value: index + 1, label: inLanguage(label, language) }));
  return <Select mode="multiple" allowClear maxTagCount="responsive" maxTagTextLength={6} showSearch={{ optionFilterProp: 'label' }} options={options} {...props} />;
}

/** One industry section, by its letter. */
export function IndustrySelect(props: Omit<SelectProps<string>, 'options' | 'mode'>) {
  const { i18n: { language } } = useTranslation();
  const options = INDUSTRIES.map((industry) => ({ value: industry.code, label: `${industry.code} ${inLanguage(industry, language)}` }));
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} {...props} />;
}

/** The level asked for the provinces, which have no parent. */
const TOP = '';
/** The division tree changes with a new edition of the standard, not within a session. */
const TREE_FRESH_MS = 60 * 60_000;

const levelQuery = (parent: string) => ({
  ...callQuery(companyWatchRoutes.regionTree, { body: parent === TOP ? {} : { parentCode: parent } }),
  staleTime: TREE_FRESH_MS,
});

/** Whether a region lies inside another (or is it): a province's codes share its two first digits, a city's its four. */
const covers = (outer: string, inner: string) => inner.startsWith(outer.replace(/(00)+$/, ''));

/**
 * The province and city a code may lie in, inside the root. They are only candidates: a municipality's
 * districts sit right below it, without the city level the code suggests.
 */
function possibleAncestors(code: string, root: string): string[] {
  const candidates = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`];
  return [...new Set(candidates)].filter((candidate) => candidate !== code && candidate !== root && (root === TOP || covers(root, candidate)));
}

type Levels = ReadonlyMap<string, readonly RegionNode[]>;

/** The codes from the first level down to the region, as the cascader holds a value; empty while its levels load. */
function pathTo(code: string, levels: Levels, parent: string): string[] {
  for (const node of levels.get(parent) ?? []) {
    if (node.code === code) return [code];
    if (node.leaf || !covers(node.code, code)) continue;
    const below = pathTo(code, levels, node.code);
    return below.length > 0 ? [node.code, ...below] : [];
  }
  return [];
}

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

function optionsBelow(parent: string, levels: Levels): RegionOption[] | undefined {
  return levels.get(parent)?.map((node) => ({
    value: node.code, label: node.name, isLeaf: node.leaf, children: node.leaf ? undefined : optionsBelow(node.code, levels),
  }));
}

/** The levels asked so far, by parent code; a level still loading is missing. */
function useLevels(parents: readonly string[]): Levels {
  const answers = useQueries({ queries: parents.map(levelQuery) });
  return new Map(parents.flatMap((parent, index) => {
    const nodes = answers[index]?.data;
    return nodes ? [[parent, nodes] as const] : [];
  }));
}

interface RegionCascaderProps {
  /** The region chosen: a province, city or county code. */
  value?: string;
  onChange?: (code: string | undefined) => void;
  /** The region whose subdivisions are offered, when not the whole country (a customer's own region). */
  root?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A region of the administrative division tree, each level loaded as it is opened; a province or
 * a city may be chosen as well as a county. A value given from outside has its levels loaded so that
 * it shows by name.
 */
export function RegionCascader({ value, onChange, root = TOP, ...props }: RegionCascaderProps) {
  const [opened, setOpened] = useState<string[]>([]);
  const parents = [...new Set([root, ...(value ? possibleAncestors(value, root) : []), ...opened])];
  const levels = useLevels(parents);
  const path = value ? pathTo(value, levels, root) : [];
  return (
    <Cascader<RegionOption>
      changeOnSelect
      allowClear
      options={optionsBelow(root, levels) ?? []}
      value={value ? (path.length > 0 ? path : [value]) : undefined}
      loadData={(chosen) => setOpened((codes) => [...codes, chosen.at(-1)!.value])}
      onChange={(codes) => onChange?.(codes?.at(-1))}
      {...props}
    />
  );
}
