import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    cache: {
      figures: '缓存服务', redis: 'Redis {{version}}', memoryBackend: '进程内缓存',
      memoryExplained: '未配置 Redis：服务器使用本进程内的缓存，只存放图形和短信验证码、消息连接票据等短时数据，用过或到期即删除，所以键数常为 0。命中率从本进程启动时算起。配置 REDIS_URL 后，这里显示 Redis 的全部键和数据。', usedMemory: '内存', keys: '键数', hitRatio: '命中率',
      clients: '客户端', commandsPerSecond: '每秒命令', notApplicable: '—', refreshEvery: '每 {{seconds}} 秒刷新',
      memoryChart: '内存', memoryLine: '内存', memorySummary: '近十分钟缓存使用的内存',
      commandsChart: '命令与命中率', commandsLine: '每秒命令', hitLine: '命中率 %', commandsSummary: '近十分钟缓存每秒命令数与命中率',
      pattern: '键模式', patternHint: '支持 * ? [abc]，例如 login:fail:*', search: '搜索', more: '加载更多', scanned: '已扫描完毕', shown: '已列出 {{count}} 个键',
      key: '键', type: '类型', ttl: '剩余时间', size: '大小', forever: '永不过期', masked: '已屏蔽', maskedHint: '保存会话、验证码、短信验证码或票据，不能查看或删除',
      view: '查看', delete: '删除', deleteConfirm: '确定删除键“{{key}}”吗？', deleted: '已删除 {{count}} 个键',
      deletePattern: '按模式删除', deletePatternTitle: '删除匹配“{{pattern}}”的全部键？', deletePatternContent: '屏蔽的键（会话、验证码、票据）不会被删除。此操作不可撤销。',
      confirmAll: '该模式会匹配全部缓存键，我确认删除全部', deletedPattern: '已删除 {{deleted}} 个键，跳过 {{skipped}} 个屏蔽的键',
      valueTitle: '键：{{key}}', truncated: '只显示前 {{count}} 项', field: '字段', value: '值', member: '成员', score: '分数', index: '序号',
      bytes: '{{count}} 字节', elements: '{{count}} 项', noKeys: '没有匹配的键',
      types: { string: '字符串', hash: '哈希', list: '列表', set: '集合', zset: '有序集合', stream: '流', other: '其他' },
    },
  },
  {
    cache: {
      figures: 'Cache server', redis: 'Redis {{version}}', memoryBackend: 'In-process cache',
      memoryExplained: 'No Redis is configured: the server uses a cache inside its own process, which holds only short-lived data such as captchas, SMS codes and message socket tickets, deleted once used or expired, so it often has 0 keys. The hit ratio counts from the start of this process. With REDIS_URL set, this page shows every key and figure of Redis.', usedMemory: 'Memory', keys: 'Keys', hitRatio: 'Hit ratio',
      clients: 'Clients', commandsPerSecond: 'Commands/s', notApplicable: '—', refreshEvery: 'Refreshed every {{seconds}} s',
      memoryChart: 'Memory', memoryLine: 'Memory', memorySummary: 'Memory the cache used over the last ten minutes',
      commandsChart: 'Commands and hit ratio', commandsLine: 'Commands/s', hitLine: 'Hit ratio %', commandsSummary: 'Commands per second and hit ratio of the cache over the last ten minutes',
      pattern: 'Key pattern', patternHint: 'Use * ? [abc], e.g. login:fail:*', search: 'Search', more: 'Load more', scanned: 'Scan complete', shown: '{{count}} keys listed',
      key: 'Key', type: 'Type', ttl: 'Expires in', size: 'Size', forever: 'Never', masked: 'Masked', maskedHint: 'Holds a session, captcha, SMS code or ticket: it cannot be viewed or deleted',
      view: 'View', delete: 'Delete', deleteConfirm: 'Delete the key “{{key}}”?', deleted: '{{count}} keys deleted',
      deletePattern: 'Delete by pattern', deletePatternTitle: 'Delete every key matching “{{pattern}}”?', deletePatternContent: 'Masked keys (sessions, captchas, tickets) are kept. This cannot be undone.',
      confirmAll: 'This pattern matches every key: I confirm deleting them all', deletedPattern: '{{deleted}} keys deleted, {{skipped}} masked keys skipped',
      valueTitle: 'Key: {{key}}', truncated: 'Only the first {{count}} elements are shown', field: 'Field', value: 'Value', member: 'Member', score: 'Score', index: 'Index',
      bytes: '{{count}} bytes', elements: '{{count}} elements', noKeys: 'No key matches',
      types: { string: 'String', hash: 'Hash', list: 'List', set: 'Set', zset: 'Sorted set', stream: 'Stream', other: 'Other' },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
