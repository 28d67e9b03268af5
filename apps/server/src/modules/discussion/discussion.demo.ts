import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../crud/audit.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { discussionReplies, discussionTopicReads, discussionTopics } from './discussion.table.ts';
import type { RepliesService } from './replies.service.ts';
import type { TopicsService } from './topics.service.ts';

const HOUR_MS = 3_600_000;

interface DemoReply {
  by: string;
  /** Hours after the topic was opened. */
  after: number;
  body: string;
  /** The place (from 0) of an earlier reply of the same topic that this one quotes. */
  quotes?: number;
}

interface DemoTopic {
  by: string;
  daysAgo: number;
  title: string;
  body: string;
  tags: string[];
  pinned?: boolean;
  closed?: boolean;
  replies: DemoReply[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Staff discussing the talent services and training they run; admin is the moderator who pins and closes. */
const TOPICS: DemoTopic[] = [
  {
    by: 'admin', daysAgo: 20, pinned: true, title: '【置顶】专题研讨版块使用说明', tags: ['公告'],
    body: p('欢迎来到专题研讨。发帖前请先搜索是否已有相同话题，标题请写明主题，正文可附上方案、表格等附件。',
      '<strong>回复时可以引用</strong>他人的观点，讨论结束的专题会由版主关闭。请勿发布个人身份证号、手机号等敏感信息。'),
    replies: [
      { by: 'chenjing', after: 3, body: p('收到，建议把常用标签也固定下来，便于按标签查找。') },
      { by: 'admin', after: 5, quotes: 0, body: p('好的，目前约定使用：招聘、培训、政策、人才服务、数字化。') },
    ],
  },
  {
    by: 'chenjing', daysAgo: 12, pinned: true, title: '2027 年度职业技能提升培训计划征求意见', tags: ['培训', '政策'],
    body: p('根据人社部门职业技能提升行动的要求，明年计划面向合作企业开展电工、养老护理员、网络与信息安全管理员等 8 个工种的补贴性培训。',
      '请各部门在本月 25 日前反馈：<ul><li>各工种的预计人数</li><li>合适的开班时间</li><li>可提供实训场地的合作企业</li></ul>'),
    replies: [
      { by: 'sunting', after: 2, body: p('招聘组这边了解到制造业客户对电工、焊工需求最大，建议这两个工种各开两期。') },
      { by: 'wangfang', after: 6, body: p('市场部可以协助联系南山、宝安的几家电子厂提供实训场地，下周给出名单。') },
      { by: 'zhouming', after: 20, quotes: 0, body: p('同意增加电工班次，但要先确认补贴名额，避免学员结业后申领不到补贴。') },
      { by: 'chenjing', after: 26, quotes: 2, body: p('已和区人社局沟通，名额按季度下达，第一季度电工可报 120 人。') },
      { by: 'liuyang', after: 49, body: p('网络与信息安全管理员的实操考核需要靶场环境，技术部可以提供两台服务器搭建。') },
    ],
  },
  {
    by: 'sunting', daysAgo: 9, title: '校园招聘季如何提高毕业生到岗率？', tags: ['招聘', '人才服务'],
    body: p('今年秋招我们为客户推荐的应届生，签约后实际到岗率只有 62%，主要流失在三方协议签署后到入职前这段时间。',
      '大家有没有好的做法？比如入职前的跟踪、实习安排、家长沟通等。'),
    replies: [
      { by: 'chenjing', after: 1, body: p('入职前每月一次的线上见面会效果不错，让新人提前认识导师和同批同事。') },
      { by: 'lihua', after: 4, body: p('可以考虑寒假期间安排两周带薪实习，提前熟悉岗位，也能筛掉不合适的。') },
      { by: 'wangfang', after: 8, quotes: 1, body: p('见面会最好请已入职一两年的学长学姐来讲，比 HR 讲更有说服力。') },
      { by: 'sunting', after: 30, quotes: 2, body: p('好主意，我先在两家客户试点，一个月后在这里反馈数据。') },
    ],
  },
  {
    by: 'liuyang', daysAgo: 7, title: '人才服务平台接入电子劳动合同的技术方案讨论', tags: ['数字化'],
    body: p('客户希望在平台上直接与员工签订电子劳动合同。初步方案是对接第三方电子签名服务，合同模板由客户维护，签署结果回写到员工档案。',
      '需要讨论：<ol><li>是否需要支持批量签署</li><li>合同存证放在哪里</li><li>员工离职后的合同查询权限</li></ol>'),
    replies: [
      { by: 'zhouming', after: 3, body: p('批量签署是刚需，年底续签时一家客户一次就有上千份。') },
      { by: 'chenjing', after: 5, body: p('离职员工应当能随时下载自己的合同，法律上劳动合同要保存两年以上。') },
      { by: 'liuyang', after: 24, quotes: 1, body: p('那存证建议用第三方的区块链存证，平台只保存签署后的文件和摘要，查询走员工自己的账号。') },
    ],
  },
  {
    by: 'wangfang', daysAgo: 6, title: '灵活用工业务的风险点梳理', tags: ['人才服务', '政策'],
    body: p('最近有不少客户咨询灵活用工，想请大家一起梳理一下业务中的主要风险：个税代扣、工伤保险、与劳务派遣的界限等。'),
    replies: [
      { by: 'chenjing', after: 2, body: p('最大的风险是被认定为事实劳动关系，合同里对工作内容和管理方式的约定一定要清楚。') },
      { by: 'zhouming', after: 9, body: p('单工伤保险现在部分城市已经可以单独缴纳，建议作为产品标配。') },
      { by: 'wangfang', after: 27, quotes: 0, body: p('明白，我整理一份合同要点清单，请法务审核后发给销售同事。') },
    ],
  },
  {
    by: 'lihua', daysAgo: 5, title: '线上培训课程的完课率太低怎么办', tags: ['培训', '数字化'],
    body: p('平台上的安全生产线上课程，报名 1,300 多人，完整学完的只有 38%。看后台数据，大部分人在第三节课流失。'),
    replies: [
      { by: 'liuyang', after: 1, body: p('第三节课时长 52 分钟，明显太长了，可以拆成 10 分钟左右的小节。') },
      { by: 'sunting', after: 4, body: p('学员多是一线工人，用手机看，建议加上字幕和倍速播放。') },
      { by: 'lihua', after: 7, quotes: 0, body: p('拆分小节工作量不大，本周就可以调整，再加上每节末尾的小测验。') },
      { by: 'chenjing', after: 30, body: p('完课后发放电子结业证书，也能提高积极性。') },
    ],
  },
  {
    by: 'zhouming', daysAgo: 4, title: '高校毕业生就业见习基地申报经验分享', tags: ['政策', '招聘'],
    body: p('我们今年协助 6 家企业成功申报了市级就业见习基地，见习补贴按当地最低工资标准的 100% 发放。',
      '申报材料中最容易被退回的是见习岗位计划和带教老师安排，下面附上我们的模板要点，供大家参考。'),
    replies: [
      { by: 'wangfang', after: 5, body: p('非常实用！请问见习期满留用率有考核要求吗？') },
      { by: 'zhouming', after: 8, quotes: 0, body: p('有的，多数区要求留用率不低于 50%，否则下一年度的补贴会受影响。') },
    ],
  },
  {
    by: 'chenjing', daysAgo: 3, title: '猎头业务的候选人信息如何合规保存', tags: ['人才服务'],
    body: p('个人信息保护法实施后，候选人简历的收集、保存和推荐都需要取得同意。我们的简历库现在有 4 万多份历史简历，是否需要逐一补充授权？'),
    replies: [
      { by: 'liuyang', after: 2, body: p('技术上可以在候选人下次登录时弹出授权确认，长期未活跃的简历建议定期匿名化。') },
      { by: 'zhouming', after: 6, body: p('推荐给客户之前必须单独取得候选人同意，这一点要在系统里强制。') },
      { by: 'chenjing', after: 22, quotes: 1, body: p('同意，已提需求：推荐前发送短信确认，候选人同意后才能发出简历。') },
    ],
  },
  {
    by: 'sunting', daysAgo: 15, closed: true, title: '第三季度招聘会场地选择（已确定）', tags: ['招聘'],
    body: p('第三季度的大型招聘会候选场地有两个：会展中心 5 号馆和人才公园广场。请大家投票并说明理由。'),
    replies: [
      { by: 'lihua', after: 1, body: p('会展中心，不受天气影响，交通也方便。') },
      { by: 'wangfang', after: 3, body: p('同意会展中心，企业展位搭建更规范。') },
      { by: 'sunting', after: 28, quotes: 0, body: p('已确定会展中心 5 号馆，本帖关闭，谢谢大家。') },
    ],
  },
  {
    by: 'liuyang', daysAgo: 1, title: '企业培训需求调研问卷的题目设计', tags: ['培训'],
    body: p('计划下月向 300 家合作企业发放培训需求调研问卷，初稿共 18 题。欢迎大家提出修改意见，尤其是关于培训预算和培训方式的题目。'),
    replies: [
      { by: 'chenjing', after: 2, body: p('题目有点多，建议控制在 12 题以内，企业 HR 填写时间最好不超过 5 分钟。') },
      { by: 'lihua', after: 5, quotes: 0, body: p('可以把预算题改成区间单选，填写更快，统计也方便。') },
    ],
  },
];

/** Topics and replies of 专题研讨, some quoting others, read by several people; two pinned, one closed. */
export async function addDemoDiscussion(db: Db, actor: Actor, topics: TopicsService, replies: RepliesService): Promise<void> {
  const people = new Map((await db.select({ id: users.id, username: users.username }).from(users)).map((row) => [row.username, row.id]));
  const as = (username: string): Actor => ({ ...actor, userId: people.get(username) ?? actor.userId });
  for (const demo of TOPICS) {
    const opened = Date.now() - demo.daysAgo * 24 * HOUR_MS;
    const topic = await topics.create(as(demo.by), { title: demo.title, body: demo.body, tags: demo.tags });
    const replyIds: number[] = [];
    for (const reply of demo.replies) {
      const quoteId = reply.quotes === undefined ? undefined : replyIds[reply.quotes];
      const made = await replies.create(as(reply.by), { topicId: topic.id, body: reply.body, ...(quoteId !== undefined && { quoteId }) });
      await db.update(discussionReplies).set({ createdAt: new Date(opened + reply.after * HOUR_MS) }).where(eq(discussionReplies.id, made.id));
      replyIds.push(made.id);
    }
    if (demo.pinned) await topics.moderate(actor, topic.id, { pinned: true });
    if (demo.closed) await topics.moderate(actor, topic.id, { status: 'closed' });
    const readers = [...people.values()].filter((_, at) => (at + topic.id) % 3 !== 0);
    if (readers.length > 0) await db.insert(discussionTopicReads).values(readers.map((userId) => ({ topicId: topic.id, userId }))).onConflictDoNothing();
    await backdate(db, topic.id, new Date(opened), readers.length);
  }
}

/** The topic as if opened then, its last reply and activity those of its backdated replies, read by `readCount` people. */
async function backdate(db: Db, topicId: number, opened: Date, readCount: number): Promise<void> {
  const lastReply = sql`(select max(${discussionReplies.createdAt}) from ${discussionReplies} where ${discussionReplies.topicId} = ${topicId})`;
  await db.update(discussionTopics).set({
    createdAt: opened, updatedAt: opened, readCount,
    lastReplyAt: lastReply, lastActivityAt: sql`coalesce(${lastReply}, ${opened})`,
  }).where(eq(discussionTopics.id, topicId));
}
