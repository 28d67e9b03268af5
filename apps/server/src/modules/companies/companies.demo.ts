import { eq, inArray, sql } from 'drizzle-orm';
import { creditCodeCheck, LABEL_CODE_MAX } from '@console/contract/companies';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { recordChanges } from './changes.ts';
import { companies, companyChanges, companyFollows, watchConfigs, type CompanyRow } from './companies.table.ts';
import { labelBits } from './labels.ts';
import type { RegionIndex } from './regions.ts';
import { seededRandom } from '../../platform/seeded-random.ts';

/** Districts the demo's companies sit in, weighted towards the two customers' cities (深圳, 广州). */
const HOME_REGIONS = [
  '440303', '440304', '440305', '440306', '440307', '440309', '440310', '440311',
  '440103', '440104', '440106', '440111', '440113', '440115',
  '441900', '440604', '440402', '441302', '310115', '110108', '330106', '320505',
];
const SHENZHEN = '440300';
const GUANGZHOU = '440100';

/** Names the demo's companies start with, besides their city's: the region they grew up in. */
const PLACES: Record<string, string[]> = { '4403': ['鹏城', '前海', '南山', '深港'], '4401': ['穗港', '珠江', '羊城', '天河'], '44': ['粤港', '华南', '湾区'] };
const WORDS = ['智联', '云启', '芯源', '数科', '微纳', '光谷', '锐思', '恒信', '极光', '睿驰', '新能', '拓海', '蓝鲸', '星图', '科睿', '安捷', '融创', '博远', '优才', '正元'];
const KINDS = ['科技有限公司', '信息技术有限公司', '智能装备有限公司', '生物科技有限公司', '新材料股份有限公司', '人力资源服务有限公司', '电子有限公司', '软件股份有限公司'];
const STREETS = ['科技园南区高新南七道', '福田保税区桃花路', '宝安大道', '前海深港合作区前湾一路', '天河路', '科学城开源大道', '松山湖大道', '黄埔大道西', '南海大道', '龙岗大道'];
const DEMO_INDUSTRIES = ['I', 'I', 'I', 'C', 'C', 'C', 'M', 'M', 'L', 'F', 'J', 'K', 'E', 'Q', 'P'] as const;

const COMPANY_COUNT = 320;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** The short name of a region's city (深圳 for 南山区), or of the region itself where it has no city above. */
function cityOf(regions: RegionIndex, code: string): string {
  const region = regions.get(code)!;
  const city = region.level === 3 && region.parentCode ? regions.get(region.parentCode)! : region;
  return city.name.replace(/市$/, '');
}

function demoCompany(random: () => number, at: number, regions: RegionIndex) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const regionCode = pick(HOME_REGIONS.filter((code) => regions.has(code)));
  const places = [cityOf(regions, regionCode), ...(PLACES[regionCode.slice(0, 4)] ?? []), ...(regionCode.startsWith('44') ? PLACES['44']! : [])];
  const body = `91${regionCode}${Array.from({ length: 9 }, () => pick([...CODE_CHARS])).join('')}`;
  const labels = Array.from({ length: LABEL_CODE_MAX }, (_, code) => code + 1).filter(() => random() < 0.05);
  return {
    name: `${pick(places)}${pick(WORDS)}${at % 7 === 0 ? pick(WORDS) : ''}${pick(KINDS)}`,
    creditCode: `${body}${creditCodeCheck(body)}`,
    regionCode,
    industry: pick(DEMO_INDUSTRIES),
    address: `${regions.ref(regionCode).fullName}${pick(STREETS)}${1 + Math.floor(random() * 300)}号`,
    registeredCapital: Math.round(50 + random() * 20000),
    foundedOn: new Date(Date.UTC(1998 + Math.floor(random() * 26), Math.floor(random() * 12), 1 + Math.floor(random() * 28))).toISOString().slice(0, 10),
    status: random() < 0.92 ? 'active' : 'suspended',
    labels: labelBits(labels),
  };
}

/** An edit of the demo, dated in the past year (during office hours, Beijing time), recorded like any other. */
async function edit(tx: Db, before: CompanyRow, values: Partial<CompanyRow>, daysAgo: number, random: () => number): Promise<CompanyRow> {
  const [after] = await tx.update(companies).set(values).where(eq(companies.id, before.id)).returning();
  const officeHour = (1 + random() * 8) * HOUR_MS;
  await recordChanges(tx, before, after!, new Date(Math.min(Date.now(), Math.floor((Date.now() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + officeHour)));
  return after!;
}

/**
 * The demo's company library: a few hundred companies around the Pearl River Delta, a year of moves
 * into and out of 深圳 and 广州, changes of capital, labels and addresses, the two customers' watched
 * regions, and companies 郑雅琴 (yingcai) follows with some changes unread.
 */
export async function seedDemoCompanies(db: Db, regions: RegionIndex): Promise<void> {
  const random = seededRandom(2260);
  await db.transaction(async (tx) => {
    const rows = Array.from({ length: COMPANY_COUNT }, (_, at) => demoCompany(random, at, regions));
    const unique = [...new Map(rows.map((row) => [row.creditCode, row])).values()];
    let library = await tx.insert(companies).values(unique).onConflictDoNothing().returning();
    const pick = () => library[Math.floor(random() * library.length)]!;
    const outside = HOME_REGIONS.filter((code) => regions.has(code) && !code.startsWith('4403') && !code.startsWith('4401'));
    for (let move = 0; move < 90; move += 1) {
      const company = pick();
      const into = move % 3 !== 2;
      const target = into
        ? (move % 2 === 0 ? '440305' : '440106')
        : outside[Math.floor(random() * outside.length)]!;
      if (company.regionCode === target) continue;
      const moved = await edit(tx, company, { regionCode: target, address: `${regions.ref(target).fullName}${STREETS[move % STREETS.length]}${move + 8}号` }, 5 + Math.floor(random() * 350), random);
      library = library.map((row) => (row.id === moved.id ? moved : row));
    }
    for (let change = 0; change < 160; change += 1) {
      const company = pick();
      const kind = change % 4;
      const values: Partial<CompanyRow> = kind === 0 ? { registeredCapital: Math.round(Number(company.registeredCapital) * 1.5) }
        : kind === 1 ? { labels: company.labels | (1 << Math.floor(random() * LABEL_CODE_MAX)) }
          : kind === 2 ? { address: `${regions.ref(company.regionCode).fullName}${STREETS[change % STREETS.length]}${change + 20}号` }
            : { status: company.status === 'active' ? 'suspended' : 'active' };
      const changed = await edit(tx, company, values, Math.floor(random() * 300), random);
      library = library.map((row) => (row.id === changed.id ? changed : row));
    }
    await watchDemoRegions(tx, library);
  });
}

async function watchDemoRegions(tx: Db, library: CompanyRow[]): Promise<void> {
  const customers = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['yingcai', 'haibo']));
  const id = (username: string) => customers.find((customer) => customer.username === username)?.id;
  const yingcai = id('yingcai');
  const haibo = id('haibo');
  if (haibo) await tx.insert(watchConfigs).values({ userId: haibo, regionCode: GUANGZHOU, labels: labelBits([11, 12]) }).onConflictDoNothing();
  if (!yingcai) return;
  await tx.insert(watchConfigs).values({ userId: yingcai, regionCode: SHENZHEN, labels: labelBits([5, 8, 11]) }).onConflictDoNothing();
  const changed = await tx.select({ companyId: companyChanges.companyId, latest: sql<number>`max(${companyChanges.id})` }).from(companyChanges)
    .where(inArray(companyChanges.companyId, library.filter((row) => row.regionCode.startsWith('4403')).map((row) => row.id)))
    .groupBy(companyChanges.companyId).orderBy(sql`max(${companyChanges.id}) desc`).limit(12);
  // The latest change of half of them is still unread, as if it came after the follow.
  await tx.insert(companyFollows).values(changed.map(({ companyId, latest }, at) => ({ userId: yingcai, companyId, readThrough: at % 2 === 0 ? latest - 1 : latest })))
    .onConflictDoNothing();
}
