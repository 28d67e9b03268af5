import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    isvs: {
      record: 'ISV', appKey: 'AppKey', name: '名称', roleNames: 'ISV角色', signTypes: '签名方式', enabled: '状态',
      secret: 'Secret', notSet: '未设置', remark: '备注', createdAt: '创建时间',
      keys: '密钥', keysTitle: '“{{name}}”的密钥', publicKey: '合作方公钥', privateKey: '合作方私钥',
      platformPublicKey: '平台公钥', platformPrivateKey: '平台私钥',
      publicKeyNote: '平台用它验证合作方的 RSA 签名', platformPublicKeyNote: '合作方用它验证平台应答的签名',
      generate: '生成密钥', generateConfirm: '生成新密钥后，旧的 Secret 和密钥对立即失效，使用它们的调用都会被拒绝。继续？',
      generatedTitle: '“{{name}}”的新密钥', shownOnce: '私钥和 Secret 只显示这一次',
      shownOnceDetail: '关闭后不能再次查看。请立即复制或下载保存，并通过安全的渠道交给合作方；平台私钥只在平台使用，不要交出。',
      download: '下载 JSON', saved: '我已保存，关闭',
      setPublicKey: '设置公钥', setPublicKeyTitle: '设置“{{name}}”的合作方公钥',
      publicKeyHint: '粘贴合作方自己生成的 RSA 公钥（PEM 格式，2048 位或以上）；平台为其生成的密钥对随之作废',
      publicKeyRequired: '请粘贴公钥', publicKeySaved: '公钥已保存',
      reveal: '查看密钥', revealTitle: '“{{name}}”的全部密钥', revealNote: '每次查看都记录在审计日志中。',
      noPrivateKey: '合作方自带密钥对，平台不保存其私钥',
    },
    isvRoles: {
      record: 'ISV角色', code: '编码', name: '名称', isvCount: 'ISV 数', routeCount: '路由数', remark: '备注', createdAt: '创建时间',
    },
    isvRoutes: {
      record: '路由', name: '接口名', nameHint: '以点分隔的小写单词，如 company.info.get', version: '版本', title: '标题',
      targetKind: '目标', kindHttp: '转发到上游地址', kindOperation: '平台操作', targetUrl: '上游地址', operation: '平台操作', operationRequired: '请选择平台操作',
      opDictEntries: '字典数据（dict.entries）', opDomainConfig: '域名配置（domain.config）',
      timeoutMs: '超时（毫秒）', needsPermission: '需要授权', needsPermissionHint: '开启后只有持有授权角色的 ISV 能调用；关闭则所有启用的 ISV 都能调用',
      enabled: '状态', roleNames: 'ISV角色', remark: '备注', createdAt: '创建时间',
      grant: '授权角色', grantTitle: '可调用“{{name}}”的 ISV 角色', granted: '授权已保存', pickRoles: '选择 ISV 角色',
      grantUnused: '该路由未开启“需要授权”，所有启用的 ISV 都能调用；开启后这里的角色才起作用。',
      stats: '调用统计', allStats: '全部调用统计', statsTitle: '“{{name}} v{{version}}”的调用统计', allStatsTitle: '全部路由的调用统计',
      range: '时间范围', lastHours: '最近 {{count}} 小时', lastWeek: '最近 7 天',
      calls: '调用次数', errors: '失败次数', errorRate: '失败率', avgMs: '平均耗时（ms）', maxMs: '最长耗时（ms）',
      callsChart: '调用与失败', latencyChart: '平均耗时', callsSummary: '每个时段的调用次数和失败次数', latencySummary: '每个时段的平均耗时（毫秒）',
      byIsv: '按 ISV', isv: 'ISV', noCalls: '这段时间没有调用',
    },
    ipBlacklist: {
      record: 'IP黑名单', ip: 'IP / 网段', ipHint: 'IPv4/IPv6 地址或 CIDR 网段，如 203.0.113.7、198.51.100.0/24', enabled: '状态',
      remark: '备注', createdAt: '创建时间',
    },
    isvLimits: {
      record: '限流规则', name: '名称', route: '路由', appKey: 'AppKey', ip: 'IP / 网段', subjectHint: '路由、AppKey、IP 至少填一项；填写多项时须同时满足才计数',
      kind: '限流方式', window: '固定窗口', bucket: '令牌桶', rule: '规则',
      windowPoints: '次数上限', windowPointsHint: '每个时间窗口内最多调用的次数', periodSeconds: '时间窗口（秒）',
      bucketPoints: '速率（次/秒）', burst: '突发容量', burstHint: '短时间内可以超出速率的调用次数',
      enabled: '状态', remark: '备注', createdAt: '创建时间',
      windowRule: '{{points}} 次 / {{period}}', bucketRule: '{{points}} 次/秒', bucketBurstRule: '{{points}} 次/秒，突发 {{burst}}',
      seconds: '{{count}} 秒', minutes: '{{count}} 分钟', hours: '{{count}} 小时', days: '{{count}} 天',
    },
  },
  {
    isvs: {
      record: 'ISV', appKey: 'AppKey', name: 'Name', roleNames: 'ISV roles', signTypes: 'Sign types', enabled: 'Status',
      secret: 'Secret', notSet: 'Not set', remark: 'Remark', createdAt: 'Created',
      keys: 'Keys', keysTitle: 'Keys of “{{name}}”', publicKey: 'Partner public key', privateKey: 'Partner private key',
      platformPublicKey: 'Platform public key', platformPrivateKey: 'Platform private key',
      publicKeyNote: "The platform checks the partner's RSA signatures with it", platformPublicKeyNote: "The partner checks the signatures of the platform's answers with it",
      generate: 'Generate keys', generateConfirm: 'New keys make the old secret and key pairs stop working at once: calls signed with them are refused. Go on?',
      generatedTitle: 'New keys of “{{name}}”', shownOnce: 'The private keys and the secret are shown only this once',
      shownOnceDetail: 'They cannot be shown again once this closes. Copy or download them now and hand them to the partner over a safe channel; the platform private key stays with the platform.',
      download: 'Download JSON', saved: 'I saved them, close',
      setPublicKey: 'Set public key', setPublicKeyTitle: 'Partner public key of “{{name}}”',
      publicKeyHint: 'Paste the RSA public key the partner made (PEM, 2048 bits or more); the key pair the platform made for it is dropped',
      publicKeyRequired: 'Paste the public key', publicKeySaved: 'Public key saved',
      reveal: 'Reveal keys', revealTitle: 'All keys of “{{name}}”', revealNote: 'Every reveal is recorded in the audit log.',
      noPrivateKey: 'The partner brought its own key pair: the platform does not keep its private key',
    },
    isvRoles: {
      record: 'ISV role', code: 'Code', name: 'Name', isvCount: 'ISVs', routeCount: 'Routes', remark: 'Remark', createdAt: 'Created',
    },
    isvRoutes: {
      record: 'route', name: 'Method', nameHint: 'Lower-case words joined by dots, e.g. company.info.get', version: 'Version', title: 'Title',
      targetKind: 'Target', kindHttp: 'Forward to an upstream URL', kindOperation: 'Platform operation', targetUrl: 'Upstream URL', operation: 'Platform operation', operationRequired: 'Choose an operation',
      opDictEntries: 'Dictionary entries (dict.entries)', opDomainConfig: 'Domain configuration (domain.config)',
      timeoutMs: 'Timeout (ms)', needsPermission: 'Needs a grant', needsPermissionHint: 'On: only ISVs holding a granted role may call it; off: every enabled ISV may',
      enabled: 'Status', roleNames: 'Granted roles', remark: 'Remark', createdAt: 'Created',
      grant: 'Roles', grantTitle: 'ISV roles that may call “{{name}}”', granted: 'Grants saved', pickRoles: 'Choose ISV roles',
      grantUnused: 'This route does not need a grant: every enabled ISV may call it. The roles here count once “Needs a grant” is on.',
      stats: 'Calls', allStats: 'Calls of all routes', statsTitle: 'Calls of “{{name}} v{{version}}”', allStatsTitle: 'Calls of all routes',
      range: 'Period', lastHours: 'Last {{count}} h', lastWeek: 'Last 7 days',
      calls: 'Calls', errors: 'Failed', errorRate: 'Failure rate', avgMs: 'Average (ms)', maxMs: 'Longest (ms)',
      callsChart: 'Calls and failures', latencyChart: 'Average time', callsSummary: 'Calls and failed calls per period', latencySummary: 'Average time per period (ms)',
      byIsv: 'By ISV', isv: 'ISV', noCalls: 'No calls in this period',
    },
    ipBlacklist: {
      record: 'blacklist entry', ip: 'IP / range', ipHint: 'An IPv4/IPv6 address or CIDR range, e.g. 203.0.113.7, 198.51.100.0/24', enabled: 'Status',
      remark: 'Remark', createdAt: 'Created',
    },
    isvLimits: {
      record: 'rate limit', name: 'Name', route: 'Route', appKey: 'AppKey', ip: 'IP / range', subjectHint: 'Fill in at least one of route, AppKey and IP; a call counts when it matches all those given',
      kind: 'Kind', window: 'Fixed window', bucket: 'Token bucket', rule: 'Rule',
      windowPoints: 'Most calls', windowPointsHint: 'The most calls in one window', periodSeconds: 'Window (s)',
      bucketPoints: 'Rate (calls/s)', burst: 'Burst', burstHint: 'Calls that may go over the rate for a short while',
      enabled: 'Status', remark: 'Remark', createdAt: 'Created',
      windowRule: '{{points}} calls / {{period}}', bucketRule: '{{points}} calls/s', bucketBurstRule: '{{points}} calls/s, burst {{burst}}',
      seconds: '{{count}} s', minutes: '{{count}} min', hours: '{{count}} h', days: '{{count}} d',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
