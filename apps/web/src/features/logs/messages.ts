import { bilingual } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    logs: {
      record: '日志', operationTab: '操作日志', loginTab: '登录日志', realTimeTab: '实时日志',
      at: '时间', username: '用户', ip: 'IP 地址', action: '操作', page: '页面', method: '方法', route: '接口', path: '地址',
      status: '状态码', result: '结果', success: '成功', failure: '失败', duration: '耗时（毫秒）', message: '失败原因', userAgent: '浏览器',
      atFrom: '开始日期', atTo: '结束日期', body: '请求内容（已脱敏）', requestId: '请求编号', detail: '详情', detailTitle: '日志详情',
      signIn: '登录', signOut: '退出登录', none: '无',
      level: '级别', start: '开始', stop: '停止', pause: '暂停', resume: '继续', clear: '清屏', lineLimit: '最多保留', lines: '{{count}} 行',
      streaming: '正在接收，{{time}} 自动停止', stopped: '未开始：选择级别后点“开始”，服务器的日志会实时显示在这里',
      paused: '已暂停：新日志先攒着，继续后显示（已攒 {{count}} 行）', dropped: '{{count}} 行因过快未发送', waiting: '等待新日志…',
      disconnected: '实时连接已断开，正在重连',
    },
  },
  {
    logs: {
      record: 'log entry', operationTab: 'Operations', loginTab: 'Sign-ins', realTimeTab: 'Real-time log',
      at: 'Time', username: 'User', ip: 'IP address', action: 'Action', page: 'Page', method: 'Method', route: 'Route', path: 'Address',
      status: 'Status', result: 'Result', success: 'Succeeded', failure: 'Failed', duration: 'Duration (ms)', message: 'Why it failed', userAgent: 'Browser',
      atFrom: 'From', atTo: 'To', body: 'Request body (redacted)', requestId: 'Request id', detail: 'Details', detailTitle: 'Log entry',
      signIn: 'Sign in', signOut: 'Sign out', none: 'None',
      level: 'Level', start: 'Start', stop: 'Stop', pause: 'Pause', resume: 'Resume', clear: 'Clear', lineLimit: 'Keep at most', lines: '{{count}} lines',
      streaming: 'Receiving; stops by itself at {{time}}', stopped: "Not started: choose a level and press Start to see the server's log here as it is written",
      paused: 'Paused: new lines wait until you resume ({{count}} waiting)', dropped: '{{count}} lines left out (too fast)', waiting: 'Waiting for lines…',
      disconnected: 'The live connection is down; reconnecting',
    },
  },
);
