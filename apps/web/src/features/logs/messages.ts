import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    logs: {
      record: '日志', operationTab: '操作日志', loginTab: '登录日志', accessTab: '权限变更', realTimeTab: '实时日志',
      changes: '变更内容', noChange: '未改变（被拒绝或无变化）', labelled: '{{label}}：',
      targets: { user: '用户', role: '角色', 'role-data-rule': '数据权限', 'permission-rule': '行规则', session: '结束会话：用户' },
      fields: {
        roles: '角色', grants: '权限', enabled: '启用', allowedNetworks: '登录地址', productIds: '应用', scope: '数据范围', departmentIds: '部门',
        field: '字段', operator: '条件', value: '值', name: '名称', code: '编码', description: '描述', sessions: '会话',
      },
      at: '时间', username: '用户', ip: 'IP 地址', operation: '操作', page: '页面', method: '方法', route: '接口', path: '地址',
      status: '状态码', result: '结果', success: '成功', failure: '失败', durationMs: '耗时（毫秒）', message: '失败原因', userAgent: '浏览器',
      atFrom: '开始日期', atTo: '结束日期', body: '请求内容（已脱敏）', requestId: '请求编号', detail: '详情', detailTitle: '日志详情',
      none: '无',
      level: '级别', start: '开始', stop: '停止', pause: '暂停', resume: '继续', clear: '清屏', lineLimit: '最多保留', lines: '{{count}} 行',
      streaming: '正在接收，{{time}} 自动停止', stopped: '未开始：选择级别后点“开始”，服务器的日志会实时显示在这里',
      paused: '已暂停：新日志先攒着，继续后显示（已攒 {{count}} 行）', dropped: '{{count}} 行因过快未发送', waiting: '等待新日志…',
      disconnected: '实时连接已断开，正在重连',
      chain: {
        open: '完整性校验', title: '日志完整性校验', start: '开始校验', checking: '正在校验…',
        hint: '按写入顺序逐条核对每条日志的校验值（HMAC-SHA256）和它与上一条的链接：被修改、删除或插入的日志都会被发现。不选日期就校验全部日志。',
        intact: '日志完整：已校验 {{checked}} 条，没有发现问题', span: '从 {{first}} 到 {{last}}。',
        brokenEntry: '日志 #{{id}}（序号 {{seq}}，{{at}}）有问题：{{problem}}', checkedBefore: '在它之前已校验 {{checked}} 条，没有问题。',
        allMissing: '序号 {{seq}} 之后的 {{missing}} 条日志全部缺失',
        changed: '内容被修改，和它的校验值不符', missing: '它前面缺少 {{missing}} 条日志（序号不连续，有日志被删除）',
        truncated: '它后面的日志缺失（最新的 {{missing}} 条被删除）', truncatedSome: '它后面的日志缺失（有日志被删除）', linkBroken: '链接断开：它记下的上一条校验值与上一条日志不符',
        otherKey: '不是用本系统的密钥封存的（各实例的 SECRETS_KEY 是否一致？）', unsealed: '没有校验值：不是由系统写入的',
        legacySealed: '序号 {{seq}} 及之前的日志写于启用校验之前，{{at}} 补上了校验值。', legacySealing: '序号 {{seq}} 及之前的日志写于启用校验之前，正在补上校验值。',
        purged: '序号 {{seq}} 及之前的日志已按保留天数清理。',
      },
    },
  },
  {
    logs: {
      record: 'log entry', operationTab: 'Operations', loginTab: 'Sign-ins', accessTab: 'Access changes', realTimeTab: 'Real-time log',
      changes: 'What changed', noChange: 'Nothing (refused, or no change)', labelled: '{{label}}: ',
      targets: { user: 'User', role: 'Role', 'role-data-rule': 'Data scope', 'permission-rule': 'Row rule', session: 'Sessions ended: user' },
      fields: {
        roles: 'Roles', grants: 'Permissions', enabled: 'Enabled', allowedNetworks: 'Sign-in addresses', productIds: 'Applications', scope: 'Scope', departmentIds: 'Departments',
        field: 'Field', operator: 'Condition', value: 'Value', name: 'Name', code: 'Code', description: 'Description', sessions: 'Sessions',
      },
      at: 'Time', username: 'User', ip: 'IP address', operation: 'Action', page: 'Page', method: 'Method', route: 'Route', path: 'Address',
      status: 'Status', result: 'Result', success: 'Succeeded', failure: 'Failed', durationMs: 'Duration (ms)', message: 'Why it failed', userAgent: 'Browser',
      atFrom: 'From', atTo: 'To', body: 'Request body (redacted)', requestId: 'Request id', detail: 'Details', detailTitle: 'Log entry',
      none: 'None',
      level: 'Level', start: 'Start', stop: 'Stop', pause: 'Pause', resume: 'Resume', clear: 'Clear', lineLimit: 'Keep at most', lines: '{{count}} lines',
      streaming: 'Receiving; stops by itself at {{time}}', stopped: "Not started: choose a level and press Start to see the server's log here as it is written",
      paused: 'Paused: new lines wait until you resume ({{count}} waiting)', dropped: '{{count}} lines left out (too fast)', waiting: 'Waiting for lines…',
      disconnected: 'The live connection is down; reconnecting',
      chain: {
        open: 'Verify integrity', title: 'Log integrity', start: 'Verify', checking: 'Verifying…',
        hint: 'Checks every entry in the order written: its seal (HMAC-SHA256) and its link to the entry before it. Changed, deleted or inserted entries are found. Without days, the whole log is checked.',
        intact: 'Intact: {{checked}} entries checked, nothing wrong', span: 'From {{first}} to {{last}}.',
        brokenEntry: 'Entry #{{id}} (place {{seq}}, {{at}}): {{problem}}', checkedBefore: '{{checked}} entries before it were checked and are intact.',
        allMissing: 'All entries after place {{seq}} are missing ({{missing}})',
        changed: 'its content was changed and no longer matches its seal', missing: 'entries before it are missing ({{missing}}; the places are not consecutive)',
        truncated: 'the entries after it are missing (the newest {{missing}} were deleted)', truncatedSome: 'entries after it are missing (some were deleted)', linkBroken: 'the link is broken: the seal it names is not that of the entry before it',
        otherKey: "it was not sealed with this install's key (do all instances share SECRETS_KEY?)", unsealed: 'it has no seal: it was not written by the console',
        legacySealed: 'Entries up to place {{seq}} were written before sealing began and were sealed on {{at}}.', legacySealing: 'Entries up to place {{seq}} were written before sealing began and are being sealed now.',
        purged: 'Entries up to place {{seq}} were removed after the retention period.',
      },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
