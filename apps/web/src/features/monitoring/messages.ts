import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    monitor: {
      refreshEvery: '每 {{seconds}} 秒刷新，{{time}} 采样', machine: '服务器', process: '服务进程', storage: '数据与缓存',
      cpu: 'CPU', cpuOf: '{{count}} 核 · {{model}}', memory: '内存', load: '负载（1/5/15 分钟）', uptime: '运行时间', disk: '数据目录磁盘',
      diskUnknown: '无法读取数据目录', processCpu: '进程 CPU', rss: '常驻内存', heap: 'Node 堆', eventLoop: '事件循环延迟（p99）',
      version: '版本', node: 'Node.js', pid: '进程号', startedAt: '启动时间', hostname: '主机', platform: '系统',
      database: '数据库', embedded: '内置数据库（PGlite）', postgresql: 'PostgreSQL', databaseSize: '大小', connections: '连接数', databaseDown: '数据库暂时无法连接',
      redis: 'Redis', redisNone: '未配置（使用进程内缓存）', redisMemory: '内存', redisClients: '客户端', sockets: 'WebSocket 连接', requestsPerSecond: '每秒请求',
      requestsTotal: '累计请求', duration: '{{days}} 天 {{hours}} 小时 {{minutes}} 分',
      cpuChart: 'CPU 使用率', memoryChart: '内存', trafficChart: '请求与事件循环', machineCpu: '服务器 CPU %', processCpuLine: '进程 CPU %',
      rssLine: '常驻内存', heapLine: 'Node 堆', rpsLine: '每秒请求', loopLine: '事件循环 p99（毫秒）',
      cpuSummary: '近十分钟服务器与进程的 CPU 使用率', memorySummary: '近十分钟进程的常驻内存与 Node 堆', trafficSummary: '近十分钟每秒请求数与事件循环延迟',
      routes: '接口请求', routeSearch: '按地址搜索', method: '方法', route: '路由', count: '请求数', rps: '每秒', errors: '5xx', mean: '平均', p50: 'p50', p95: 'p95', p99: 'p99',
      routesHint: '延迟为服务启动以来的分位数（毫秒），每秒请求为最近一个采样周期', noRoutes: '还没有请求',
    },
  },
  {
    monitor: {
      refreshEvery: 'Refreshed every {{seconds}} s, sampled at {{time}}', machine: 'Server', process: 'Server process', storage: 'Data and cache',
      cpu: 'CPU', cpuOf: '{{count}} cores · {{model}}', memory: 'Memory', load: 'Load (1/5/15 min)', uptime: 'Uptime', disk: 'Data folder disk',
      diskUnknown: 'The data folder cannot be read', processCpu: 'Process CPU', rss: 'Resident memory', heap: 'Node heap', eventLoop: 'Event-loop delay (p99)',
      version: 'Version', node: 'Node.js', pid: 'PID', startedAt: 'Started', hostname: 'Host', platform: 'System',
      database: 'Database', embedded: 'Embedded (PGlite)', postgresql: 'PostgreSQL', databaseSize: 'Size', connections: 'Connections', databaseDown: 'The database cannot be reached now',
      redis: 'Redis', redisNone: 'Not configured (in-process cache)', redisMemory: 'Memory', redisClients: 'Clients', sockets: 'WebSocket connections', requestsPerSecond: 'Requests per second',
      requestsTotal: 'Requests in all', duration: '{{days}} d {{hours}} h {{minutes}} min',
      cpuChart: 'CPU use', memoryChart: 'Memory', trafficChart: 'Requests and event loop', machineCpu: 'Server CPU %', processCpuLine: 'Process CPU %',
      rssLine: 'Resident memory', heapLine: 'Node heap', rpsLine: 'Requests per second', loopLine: 'Event loop p99 (ms)',
      cpuSummary: 'CPU use of the server and the process over the last ten minutes', memorySummary: 'Resident memory and Node heap of the process over the last ten minutes',
      trafficSummary: 'Requests per second and event-loop delay over the last ten minutes',
      routes: 'Requests by route', routeSearch: 'Search by path', method: 'Method', route: 'Route', count: 'Requests', rps: 'Per second', errors: '5xx', mean: 'Mean', p50: 'p50', p95: 'p95', p99: 'p99',
      routesHint: 'Latency percentiles since the start (ms); requests per second over the last sample period', noRoutes: 'No requests yet',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
