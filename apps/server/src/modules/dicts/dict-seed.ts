import { QUALIFICATION_LABELS } from '@console/contract/companies';
import { DICT_TYPES, type DictColor } from '@console/contract/dicts';

/** An entry, and for one the product seeds, its label in English (`en`): the product's words in both languages. */
interface SeedEntry { label: string; en?: string; value: string; color?: DictColor }
export interface SeedDict { type: string; name: string; nameEn?: string; description: string; descriptionEn?: string; entries: SeedEntry[] }

/** Entries valued 1, 2, 3 … by their labels, in Chinese and English. */
const numbered = (labels: [string, string][]): SeedEntry[] => labels.map(([label, en], index) => ({ label, en, value: String(index + 1) }));

/** The dictionaries the product itself reads, each with its entries, as a fresh install carries them. */
export const PRODUCT_DICTS: SeedDict[] = [
  {
    type: DICT_TYPES.qualification, name: '企业资质', nameEn: 'Company qualification', description: '企业资质标签（规格 §3 的 13 项，按此顺序）',
    descriptionEn: 'Qualification labels of companies (the 13 of the specification, §3, in this order)',
    entries: numbered(QUALIFICATION_LABELS.map(({ zh, en }) => [zh, en])),
  },
  {
    type: DICT_TYPES.userType, name: '用户类型', nameEn: 'User type', description: '10 为可开子账号的客户主账号', descriptionEn: '10 is a customer main account that may open sub-accounts',
    entries: [{ label: '员工', en: 'Staff', value: '0', color: 'blue' }, { label: '客户主账号', en: 'Customer main account', value: '10', color: 'purple' }],
  },
  {
    type: DICT_TYPES.migrationType, name: '迁移类型', nameEn: 'Move type', description: '企业迁入、迁出库', descriptionEn: 'Companies moving into or out of a region',
    entries: [{ label: '迁入', en: 'Moved in', value: '20', color: 'green' }, { label: '迁出', en: 'Moved out', value: '30', color: 'orange' }],
  },
  {
    type: DICT_TYPES.status, name: '状态', nameEn: 'Status', description: '启用与停用', descriptionEn: 'Enabled and disabled',
    entries: [{ label: '启用', en: 'Enabled', value: '1', color: 'green' }, { label: '停用', en: 'Disabled', value: '0', color: 'red' }],
  },
  {
    type: DICT_TYPES.sex, name: '性别', nameEn: 'Sex', description: '',
    entries: [{ label: '男', en: 'Male', value: '1', color: 'blue' }, { label: '女', en: 'Female', value: '2', color: 'magenta' }, { label: '未知', en: 'Unknown', value: '0' }],
  },
  {
    type: DICT_TYPES.captchaMode, name: '登录验证码', nameEn: 'Sign-in captcha', description: '系统配置 login.captcha 的取值', descriptionEn: 'The values of the setting login.captcha',
    entries: [
      { label: '总是需要', en: 'Always', value: 'always', color: 'red' },
      { label: '多次失败后需要', en: 'After failed attempts', value: 'afterFailures', color: 'gold' },
      { label: '从不需要', en: 'Never', value: 'never', color: 'default' },
    ],
  },
  {
    type: DICT_TYPES.messageType, name: '消息类型', nameEn: 'Message type', description: '待办与消息的类型', descriptionEn: 'Types of to-dos and messages',
    entries: [
      { label: '通知公告', en: 'Notice', value: 'notice', color: 'blue' },
      { label: '待办事项', en: 'To-do', value: 'todo', color: 'gold' },
      { label: '流程待办', en: 'Workflow to-do', value: 'workflow', color: 'purple' },
      { label: '系统提醒', en: 'System reminder', value: 'system', color: 'red' },
    ],
  },
  {
    type: DICT_TYPES.occupation, name: '职业', nameEn: 'Occupation', description: '应用可提供的职业，在应用的职业字典配置中选择',
    descriptionEn: 'Occupations an application may offer, chosen in the application\'s occupation settings',
    entries: numbered([
      ['软件开发工程师', 'Software developer'], ['测试工程师', 'Test engineer'], ['产品经理', 'Product manager'], ['UI 设计师', 'UI designer'],
      ['数据分析师', 'Data analyst'], ['运维工程师', 'Operations engineer'], ['销售代表', 'Sales representative'], ['客户经理', 'Account manager'],
      ['市场专员', 'Marketing specialist'], ['人力资源专员', 'HR specialist'], ['招聘专员', 'Recruiter'], ['财务会计', 'Accountant'],
      ['出纳', 'Cashier'], ['行政专员', 'Administrative specialist'], ['法务专员', 'Legal specialist'], ['采购专员', 'Purchasing specialist'],
      ['机械工程师', 'Mechanical engineer'], ['电气工程师', 'Electrical engineer'], ['质量工程师', 'Quality engineer'], ['生产主管', 'Production supervisor'],
      ['仓库管理员', 'Warehouse keeper'], ['物流专员', 'Logistics specialist'], ['教师', 'Teacher'], ['护士', 'Nurse'], ['医生', 'Doctor'],
      ['厨师', 'Chef'], ['电工', 'Electrician'], ['焊工', 'Welder'], ['司机', 'Driver'], ['保安', 'Security guard'],
    ]),
  },
];

const seededKey = (...parts: string[]) => parts.join('\u0000');

/** The English label of each entry the product seeds, by its dictionary's type code, its value and its Chinese label. */
const ENGLISH_LABELS = new Map(PRODUCT_DICTS.flatMap((dict) => dict.entries.map((entry) => [seededKey(dict.type, entry.value, entry.label), entry.en] as const)));
/** The same by value and Chinese label alone, for an entry known to be seeded in a dictionary the product seeds (`system`). */
const ENGLISH_LABELS_OF_SEEDED = new Map(PRODUCT_DICTS.flatMap((dict) => dict.entries.map((entry) => [seededKey(entry.value, entry.label), entry.en] as const)));
const SEEDED_DICTS = new Map(PRODUCT_DICTS.map((dict) => [dict.type, dict]));

/**
 * Entries of a dictionary for a reader of English: one the product seeds, still bearing its seeded
 * label, in the product's English; one an administrator added or renamed, as it was typed.
 */
export const entriesInEnglish = <E extends { value: string; label: string }>(type: string, entries: E[]): E[] =>
  entries.map((entry) => ({ ...entry, label: ENGLISH_LABELS.get(seededKey(type, entry.value, entry.label)) ?? entry.label }));

/** A seeded entry's English label while it keeps its seeded one; null for others. */
export const seededLabelEn = (entry: { system: boolean; value: string; label: string }): string | null =>
  (entry.system ? ENGLISH_LABELS_OF_SEEDED.get(seededKey(entry.value, entry.label)) ?? null : null);

/** A seeded dictionary's name and description in English while it keeps its seeded ones; null for others. */
export function seededDictEn(dict: { type: string; name: string; description: string }): { nameEn: string | null; descriptionEn: string | null } {
  const seeded = SEEDED_DICTS.get(dict.type);
  return {
    nameEn: seeded && dict.name === seeded.name ? seeded.nameEn ?? null : null,
    descriptionEn: seeded && dict.description === seeded.description ? seeded.descriptionEn ?? null : null,
  };
}
