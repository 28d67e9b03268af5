import { DICT_TYPES, type DictColor } from '@console/contract';

interface SeedEntry { label: string; value: string; color?: DictColor }
export interface SeedDict { type: string; name: string; description: string; entries: SeedEntry[] }

const numbered = (labels: string[]): SeedEntry[] => labels.map((label, index) => ({ label, value: String(index + 1) }));

/** The dictionaries the product itself reads, each with its entries, as a fresh install carries them. */
export const PRODUCT_DICTS: SeedDict[] = [
  {
    type: DICT_TYPES.qualification, name: '企业资质', description: '企业资质标签（规格 §3 的 13 项，按此顺序）',
    entries: numbered([
      '上市企业', '独角兽企业', '国家技术创新示范企业', '制造业单项冠军', '专精特新“小巨人”企业', '科技领军企业', '科技小巨人企业',
      '瞪羚企业', '专精特新中小企业', '国家火炬计划重点高新技术企业', '国家高新技术企业', '创新型中小企业', '科技型中小企业',
    ]),
  },
  {
    type: DICT_TYPES.userType, name: '用户类型', description: '10 为可开子账号的客户主账号',
    entries: [{ label: '员工', value: '0', color: 'blue' }, { label: '客户主账号', value: '10', color: 'purple' }],
  },
  {
    type: DICT_TYPES.migrationType, name: '迁移类型', description: '企业迁入、迁出库',
    entries: [{ label: '迁入', value: '20', color: 'green' }, { label: '迁出', value: '30', color: 'orange' }],
  },
  {
    type: DICT_TYPES.status, name: '状态', description: '启用与停用',
    entries: [{ label: '启用', value: '1', color: 'green' }, { label: '停用', value: '0', color: 'red' }],
  },
  {
    type: DICT_TYPES.sex, name: '性别', description: '',
    entries: [{ label: '男', value: '1', color: 'blue' }, { label: '女', value: '2', color: 'magenta' }, { label: '未知', value: '0' }],
  },
  {
    type: DICT_TYPES.captchaMode, name: '登录验证码', description: '系统配置 login.captcha 的取值',
    entries: [
      { label: '总是需要', value: 'always', color: 'red' },
      { label: '多次失败后需要', value: 'afterFailures', color: 'gold' },
      { label: '从不需要', value: 'never', color: 'default' },
    ],
  },
  {
    type: DICT_TYPES.messageType, name: '消息类型', description: '待办与消息的类型',
    entries: [
      { label: '通知公告', value: 'notice', color: 'blue' },
      { label: '待办事项', value: 'todo', color: 'gold' },
      { label: '流程待办', value: 'workflow', color: 'purple' },
      { label: '系统提醒', value: 'system', color: 'red' },
    ],
  },
  {
    type: DICT_TYPES.occupation, name: '职业', description: '应用可提供的职业，在应用的职业字典配置中选择',
    entries: numbered([
      '软件开发工程师', '测试工程师', '产品经理', 'UI 设计师', '数据分析师', '运维工程师', '销售代表', '客户经理', '市场专员',
      '人力资源专员', '招聘专员', '财务会计', '出纳', '行政专员', '法务专员', '采购专员', '机械工程师', '电气工程师',
      '质量工程师', '生产主管', '仓库管理员', '物流专员', '教师', '护士', '医生', '厨师', '电工', '焊工', '司机', '保安',
    ]),
  },
];
