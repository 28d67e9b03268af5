import { asc, desc, sql } from 'drizzle-orm';
import { DICT_TYPES } from '@console/contract/dicts';
import { idNumberCheck, type EnrolmentStatus, type ProgrammeStatus, type TrainingMode, type TrainingResult } from '@console/contract/training';
import type { Db } from '../../platform/database.ts';
import { companies } from '../companies/companies.table.ts';
import type { DictsApi } from '../dicts/dicts.api.ts';
import type { EnrolmentsService } from './enrolments.service.ts';
import { trainingEnrolments, trainingProgrammes, trainingProviders } from './training.table.ts';
import { seededRandom } from '../../platform/seeded-random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROVIDER_COUNT = 5;

/** The demo's programmes: occupation (by label), how long ago they start (negative: to come), days, places, mode. */
const PROGRAMMES: { occupation: string; startsIn: number; days: number; places: number; mode: TrainingMode; status: ProgrammeStatus }[] = [
  { occupation: '电工', startsIn: -300, days: 30, places: 30, mode: 'onsite', status: 'finished' },
  { occupation: '焊工', startsIn: -240, days: 45, places: 25, mode: 'onsite', status: 'finished' },
  { occupation: '护士', startsIn: -180, days: 20, places: 20, mode: 'onsite', status: 'finished' },
  { occupation: '数据分析师', startsIn: -120, days: 14, places: 40, mode: 'online', status: 'finished' },
  { occupation: '软件开发工程师', startsIn: -20, days: 60, places: 30, mode: 'online', status: 'running' },
  { occupation: '厨师', startsIn: -10, days: 30, places: 15, mode: 'onsite', status: 'running' },
  { occupation: '仓库管理员', startsIn: -5, days: 10, places: 20, mode: 'onsite', status: 'running' },
  { occupation: '客户经理', startsIn: 12, days: 7, places: 25, mode: 'online', status: 'enrolling' },
  { occupation: '电工', startsIn: 20, days: 30, places: 30, mode: 'onsite', status: 'enrolling' },
  { occupation: '司机', startsIn: 30, days: 15, places: 20, mode: 'onsite', status: 'enrolling' },
  { occupation: '保安', startsIn: 45, days: 10, places: 25, mode: 'onsite', status: 'planned' },
  { occupation: '人力资源专员', startsIn: 60, days: 21, places: 30, mode: 'online', status: 'planned' },
];

const INTRODUCTIONS: Record<string, string> = {
  电工: '面向拟上岗电工的安全用电、低压电气安装与维修实操培训，结业考核合格者推荐参加特种作业操作证考试。',
  焊工: '熔化焊接与热切割作业安全技术、手工电弧焊与二氧化碳气体保护焊实操。',
  护士: '基础护理技能、院感防控、急救与常见病护理的岗前集中培训。',
  数据分析师: 'SQL、Excel 与 Python 数据处理，业务指标体系与可视化报告，线上直播与录播结合。',
  软件开发工程师: 'Java / TypeScript 全栈开发、代码规范与团队协作，项目制实训。',
  厨师: '中式烹调基础、食品安全与后厨管理，由合作餐饮企业提供实训岗位。',
  仓库管理员: '仓储作业流程、WMS 系统操作与叉车安全常识。',
  客户经理: '客户开发与维护、商务沟通与合同基础。',
  司机: '安全驾驶、道路运输法规与车辆日常维护。',
  保安: '安保服务规范、消防安全与应急处置。',
  人力资源专员: '招聘、劳动合同与社保公积金实务，薪酬核算基础。',
};

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '海燕', '晓东', '志强', '丽华', '俊杰', '雨婷', '子涵', '浩然', '欣怡', '佳豪', '思远', '嘉欣', '文博'];
/** Counties the demo's trainees were registered in (the first six digits of their ID numbers). */
const HOME_COUNTIES = ['440305', '440304', '440106', '440111', '441900', '445202', '450102', '430104', '360102', '510107', '110105', '420106'];
const PHONE_PREFIXES = ['135', '136', '138', '139', '150', '152', '158', '166', '177', '186', '188', '199'];

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A trainee: a name, a mobile number and a valid ID number born between 1975 and 2004. */
function demoPerson(random: () => number, serial: number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const birth = new Date(Date.UTC(1975 + Math.floor(random() * 30), Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
  const first17 = `${pick(HOME_COUNTIES)}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(serial % 1000).padStart(3, '0')}`;
  return {
    name: `${pick([...SURNAMES])}${pick(GIVEN)}`,
    phone: `${pick(PHONE_PREFIXES)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    idNumber: `${first17}${idNumberCheck(first17)}`,
  };
}

/** Where an enrolment of a programme of this status stands: the finished ones have results, a few people left. */
function enrolmentOutcome(random: () => number, status: ProgrammeStatus): { status: EnrolmentStatus; result: TrainingResult | null } {
  if (random() < 0.08) return { status: 'withdrawn', result: null };
  if (status === 'finished') return random() < 0.9 ? { status: 'completed', result: random() < 0.88 ? 'passed' : 'failed' } : { status: 'attending', result: null };
  return { status: status === 'running' ? 'attending' : 'enrolled', result: null };
}

/**
 * The demo's training: five companies of the library (human-resources ones first) marked as training
 * companies, a dozen programmes over the past year and the next two months, and their trainees.
 */
export async function seedDemoTraining(db: Db, dictionaries: DictsApi, enrolments: EnrolmentsService): Promise<void> {
  const random = seededRandom(11643);
  const occupations = await dictionaries.readOptionsOf(db, DICT_TYPES.occupation);
  const valueOf = (label: string) => occupations.find((entry) => entry.label === label)?.value;
  await db.transaction(async (tx) => {
    const chosen = await tx.select({ id: companies.id, name: companies.name }).from(companies)
      .orderBy(desc(sql`${companies.name} like '%人力资源%'`), asc(companies.id)).limit(PROVIDER_COUNT);
    if (chosen.length === 0) return;
    await tx.insert(trainingProviders).values(chosen.map(({ id }) => ({ companyId: id }))).onConflictDoNothing();
    const now = Date.now();
    let serial = 0;
    const editions = new Map<string, number>();
    for (const [at, plan] of PROGRAMMES.entries()) {
      const occupation = valueOf(plan.occupation);
      if (!occupation) continue;
      const starts = now + plan.startsIn * DAY_MS;
      const edition = (editions.get(plan.occupation) ?? 0) + 1;
      editions.set(plan.occupation, edition);
      const [programme] = await tx.insert(trainingProgrammes).values({
        title: `${plan.occupation}适岗培训（第${edition}期）`, companyId: chosen[at % chosen.length]!.id, occupation,
        mode: plan.mode, startsOn: dayOf(starts), endsOn: dayOf(starts + plan.days * DAY_MS), places: plan.places, status: plan.status,
        description: INTRODUCTIONS[plan.occupation] ?? '', createdAt: new Date(starts - 40 * DAY_MS),
      }).returning();
      const signedUp = plan.status === 'planned' ? 0 : Math.round(plan.places * (0.3 + random() * 0.45));
      const people = Array.from({ length: signedUp }, () => demoPerson(random, (serial += 1)));
      const unique = [...new Map(people.map((person) => [person.idNumber, person])).values()];
      if (unique.length === 0) continue;
      await tx.insert(trainingEnrolments).values(unique.map(({ idNumber, ...person }) => ({
        ...person, ...enrolments.idNumberColumns(idNumber), ...enrolmentOutcome(random, plan.status), programmeId: programme!.id,
        // Signed up in the five weeks before the start, never later than today.
        createdAt: new Date(Math.min(now - DAY_MS, starts - Math.floor((random() * 35 + 1) * DAY_MS))),
      })));
    }
  });
}
