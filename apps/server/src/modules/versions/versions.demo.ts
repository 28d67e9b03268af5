/** The release notes of the demo data set: published ones (with how many days ago) and one draft. */
export const DEMO_VERSIONS: { version: string; title: string; notes: string; daysAgo: number | null }[] = [
  {
    version: '2.0.0', title: '全新控制台上线', daysAgo: 160,
    notes: `<h3>全新界面</h3>
<ul>
  <li>控制台整体改版，侧边栏支持折叠，顶部可固定常用应用（最多 10 个）。</li>
  <li>新增<strong>标签栏</strong>，刷新页面后已打开的页面仍会保留。</li>
  <li>支持浅色、深色与跟随系统三种外观，并提供 8 种主题色。</li>
</ul>
<h3>账号与安全</h3>
<ul>
  <li>登录支持短信验证码，连续输错密码会暂时锁定，防止暴力破解。</li>
  <li>管理员重置密码后，用户首次登录须修改初始密码。</li>
</ul>`,
  },
  {
    version: '2.1.0', title: '子账号与数据权限', daysAgo: 118,
    notes: `<h3>新增功能</h3>
<ul>
  <li>企业主账号可创建<strong>子账号</strong>，并为子账号分配可使用的应用。</li>
  <li>角色支持配置数据权限规则，例如只查看本部门及下级部门的数据。</li>
  <li>用户列表支持按部门树筛选，并可导出为 CSV。</li>
</ul>
<h3>体验优化</h3>
<ul>
  <li>表格支持自定义显示列和行密度，设置按用户保存。</li>
  <li>搜索条件保存在地址中，分享链接即可还原查询结果。</li>
</ul>`,
  },
  {
    version: '2.2.0', title: '消息中心与待办提醒', daysAgo: 76,
    notes: `<h3>消息中心</h3>
<ol>
  <li>待办消息实时送达，右上角铃铛显示未读数量（超过 99 显示 99+）。</li>
  <li>消息中心支持按类型、内容、已读状态和日期筛选，可批量清除。</li>
  <li>查看流程审批类待办时，可直接跳转到政策申报的处理页面。</li>
</ol>
<blockquote>提示：如收不到实时消息，请检查网络代理是否允许 WebSocket 连接。</blockquote>`,
  },
  {
    version: '2.3.0', title: '开放平台与第三方登录', daysAgo: 34,
    notes: `<h3>开放平台</h3>
<ul>
  <li>新增 ISV 管理、接口路由、IP 黑名单和限流规则，合作伙伴可通过签名调用开放接口。</li>
  <li>密钥只在生成时显示一次，请妥善保存。</li>
</ul>
<h3>第三方登录</h3>
<ul>
  <li>支持微信、GitHub 及 OpenID Connect 统一身份认证登录，绑定后可一键登录。</li>
</ul>
<p>接入说明请参阅 <a href="https://open.example.com/docs/isv">开放平台接入文档</a>。</p>`,
  },
  {
    version: '2.3.1', title: '问题修复', daysAgo: 9,
    notes: `<h3>问题修复</h3>
<ul>
  <li>修复在手机上打开侧边栏后无法关闭的问题。</li>
  <li>修复导出超过 1 万条记录时文件不完整的问题，超出上限时会给出提示。</li>
  <li>修复定时任务在服务重启时可能重复执行的问题。</li>
</ul>
<p>如仍遇到问题，请联系 <a href="mailto:support@example.com">support@example.com</a>。</p>`,
  },
  {
    version: '2.4.0', title: '版本更新公告与迁入迁出库', daysAgo: null,
    notes: `<h3>即将上线</h3>
<ul>
  <li>新增<strong>版本管理</strong>：平台更新内容在这里发布，未读版本显示红点。</li>
  <li>企业迁入库、迁出库支持按地区和迁移时间查询。</li>
</ul>
<p><em>草稿：发布前请确认上线日期。</em></p>`,
  },
];
