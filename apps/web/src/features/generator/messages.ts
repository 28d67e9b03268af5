import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    generator: {
      record: '实体定义',
      list: { name: '实体名称', label: '中文名称', labelEn: '英文名称', fields: '字段数', tableName: '数据表', updatedAt: '更新时间', view: '查看', test: '测试' },
      editor: {
        createTitle: '新增实体定义', editTitle: '编辑实体定义“{{name}}”', viewTitle: '实体定义“{{name}}”', back: '返回列表',
        name: '实体名称', nameHint: '小写字母开头的英文标识（如 contract），用作代码中的名称', label: '中文名称', labelEn: '英文名称',
        fields: '字段', fieldCount: '共 {{count}} 个字段', addField: '添加字段', fromTable: '从数据库表开始', save: '保存', saved: '实体定义已保存',
        openTest: '在测试页打开', loading: '正在加载实体定义', noFields: '还没有字段：点击“添加字段”，或“从数据库表开始”',
        invalid: '定义中有 {{count}} 处需要修改，已在对应位置标出',
        contractTaken: '契约中的领域 {{domain}} 已有 {{names}}，请换一个实体名称',
        messagesTaken: '控制台的共用文案已有 {{group}}，请换一个实体名称',
      },
      field: {
        index: '序号', name: '字段名', label: '显示名', type: '类型', required: '必填', unique: '唯一', maxLength: '最大长度', min: '最小值', max: '最大值',
        listed: '列表显示', search: '查询方式', sortable: '可排序', inForm: '表单显示', dictType: '字典', references: '引用表', ownTable: '{{table}}（本表）', actions: '操作',
        moveUp: '上移', moveDown: '下移', remove: '删除', removeConfirm: '确定删除字段“{{name}}”吗？', unnamed: '未命名',
        labelOf: '第 {{index}} 个字段的{{column}}', dictPlaceholder: '选择或输入字典类型', tablePlaceholder: '选择表',
      },
      types: { text: '文本', longText: '长文本', integer: '整数', decimal: '小数', boolean: '是/否', date: '日期', dateTime: '日期时间', dict: '字典', reference: '引用', file: '文件' },
      searchModes: { none: '不查询', exact: '精确', contains: '包含', range: '范围' },
      fromTable: {
        title: '从数据库表开始', table: '数据表', required: '请选择数据表', ok: '载入',
        hint: '所选表的列将替换编辑器中的名称和全部字段；列名可能需要修改后才能保存。', loaded: '已载入表 {{table}} 的 {{count}} 个字段',
      },
      preview: {
        title: '代码预览', target: '生成范围', generate: '生成', zip: '下载 ZIP', zipDone: '已下载 ZIP', zipFailed: '下载失败：{{reason}}',
        targets: { contract: '契约', server: '服务端', migration: '数据库迁移', web: '前端', tests: '测试', all: '全部' },
        empty: '填写定义后点击“生成”查看生成的代码', files: '文件（{{count}}）', noFiles: '该范围没有生成文件',
        copy: '复制', download: '下载', copied: '已复制', copyFailed: '复制失败，请手动选择文本复制', lines: '{{count}} 行',
        registrations: '文件就位后运行', noRegistrations: '该范围无需运行命令', copyLine: '复制命令',
        stale: '定义已修改，预览仍是修改前的代码：点击“生成”刷新',
      },
      test: {
        definition: '实体定义', choose: '选择一个实体定义', draft: '编辑中的定义（未保存）', notice: '预览：数据只在本页，不会保存',
        noticeHint: '表格、查询、新增、编辑和删除与生成的页面相同，示例数据在浏览器中生成，刷新页面即恢复。',
        noneSaved: '还没有保存的实体定义：请先在“增删改表生成”中新增', draftMissing: '编辑中的定义已不在，请重新选择',
        from: '{{label}}起', to: '{{label}}止', sampleText: '示例文本 {{n}}', sampleLongText: '示例长文本 {{n}}：用于预览的说明文字',
        uniqueTaken: '{{label}}“{{value}}”已存在', preparing: '正在生成示例数据', sampleChoice: '{{table}} 的示例记录 {{n}}',
      },
    },
  },
  {
    generator: {
      record: 'entity definition',
      list: { name: 'Entity name', label: 'Chinese name', labelEn: 'English name', fields: 'Fields', tableName: 'Table', updatedAt: 'Updated', view: 'View', test: 'Test' },
      editor: {
        createTitle: 'New entity definition', editTitle: 'Edit entity definition “{{name}}”', viewTitle: 'Entity definition “{{name}}”', back: 'Back to the list',
        name: 'Entity name', nameHint: 'An identifier starting with a small letter (such as contract): the name in the code', label: 'Chinese name', labelEn: 'English name',
        fields: 'Fields', fieldCount: '{{count}} fields', addField: 'Add a field', fromTable: 'Start from a table', save: 'Save', saved: 'Entity definition saved',
        openTest: 'Open in the test page', loading: 'Loading the entity definition', noFields: 'No fields yet: add a field, or start from a table',
        invalid: '{{count}} places of the definition need changing; they are marked',
        contractTaken: 'The contract\'s domain {{domain}} has {{names}} already: choose another entity name',
        messagesTaken: 'The console\'s shared messages have {{group}} already: choose another entity name',
      },
      field: {
        index: 'No.', name: 'Name', label: 'Label', type: 'Type', required: 'Required', unique: 'Unique', maxLength: 'Max length', min: 'Minimum', max: 'Maximum',
        listed: 'In list', search: 'Search', sortable: 'Sortable', inForm: 'In form', dictType: 'Dictionary', references: 'References', ownTable: '{{table}} (this table)', actions: 'Actions',
        moveUp: 'Move up', moveDown: 'Move down', remove: 'Remove', removeConfirm: 'Remove the field “{{name}}”?', unnamed: 'unnamed',
        labelOf: '{{column}} of field {{index}}', dictPlaceholder: 'Choose or type a dictionary type', tablePlaceholder: 'Choose a table',
      },
      types: { text: 'Text', longText: 'Long text', integer: 'Integer', decimal: 'Decimal', boolean: 'Yes/no', date: 'Date', dateTime: 'Date and time', dict: 'Dictionary', reference: 'Reference', file: 'File' },
      searchModes: { none: 'None', exact: 'Exact', contains: 'Contains', range: 'Range' },
      fromTable: {
        title: 'Start from a table', table: 'Table', required: 'Choose a table', ok: 'Load',
        hint: 'The columns of the table replace the names and every field of the editor; column names may need changing before saving.', loaded: '{{count}} fields loaded from the table {{table}}',
      },
      preview: {
        title: 'Code preview', target: 'Generate', generate: 'Generate', zip: 'Download ZIP', zipDone: 'ZIP downloaded', zipFailed: 'Download failed: {{reason}}',
        targets: { contract: 'Contract', server: 'Server', migration: 'Migration', web: 'Web', tests: 'Tests', all: 'Everything' },
        empty: 'Fill in the definition, then preview the code generated from it', files: 'Files ({{count}})', noFiles: 'Nothing is generated for this part',
        copy: 'Copy', download: 'Download', copied: 'Copied', copyFailed: 'Could not copy: select the text and copy it by hand', lines: '{{count}} lines',
        registrations: 'Run once the files are in place', noRegistrations: 'No command to run for this part', copyLine: 'Copy the command',
        stale: 'The definition changed since this preview: generate again to refresh it',
      },
      test: {
        definition: 'Entity definition', choose: 'Choose an entity definition', draft: 'The definition being edited (not saved)', notice: 'Preview: the data stays on this page and is never saved',
        noticeHint: 'The table, search, add, edit and delete work as in the generated page; the sample rows are made in the browser and come back on reload.',
        noneSaved: 'No entity definitions saved yet: add one in the table generator first', draftMissing: 'The definition being edited is gone: choose another',
        from: '{{label}} from', to: '{{label}} to', sampleText: 'Sample text {{n}}', sampleLongText: 'Sample long text {{n}}: a description for the preview',
        uniqueTaken: '{{label}} “{{value}}” exists already', preparing: 'Making the sample rows', sampleChoice: 'Sample record {{n}} of {{table}}',
      },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
