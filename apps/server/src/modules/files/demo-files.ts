import { Readable } from 'node:stream';
import { deflateSync, crc32 } from 'node:zlib';
import type { Actor } from '../../crud/audit.ts';
import type { UsersApi } from '../users/users.api.ts';
import type { FilesService } from './files.service.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A PNG of one colour, for the demo data's images (and the tests'). */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HANDBOOK = '深圳英才科技 员工手册\n第一章 总则\n第一条 为规范公司管理，制定本手册。\n第二条 本手册适用于公司全体员工。\n';
const CAMPUS_PLAN = '岗位,人数,城市,截止日期\n前端开发工程师,6,深圳,2026-12-31\n招聘专员,3,广州,2026-12-15\n数据分析师,2,深圳,2027-01-10\n';

/** The demo data's files, each uploaded by the demo account that would have sent it. */
const DEMO_FILES: { name: string; uploader: string; content: () => Buffer }[] = [
  { name: '公司标志.png', uploader: 'chenjing', content: () => solidPng(96, 96, [24, 144, 255]) },
  { name: '员工手册.txt', uploader: 'chenjing', content: () => Buffer.from(HANDBOOK) },
  { name: '2026年校园招聘计划.csv', uploader: 'sunting', content: () => Buffer.from(CAMPUS_PLAN) },
  { name: '招聘海报-春季.png', uploader: 'sunting', content: () => solidPng(240, 320, [17, 169, 131]) },
  { name: '市场活动横幅.png', uploader: 'wangfang', content: () => solidPng(320, 120, [245, 34, 45]) },
];

export async function addDemoFiles(files: FilesService, users: UsersApi, actor: Actor): Promise<void> {
  for (const { name, uploader, content } of DEMO_FILES) {
    const userId = (await users.findForSignIn(uploader))?.id ?? actor.userId;
    await files.upload({ ...actor, userId }, { filename: name, content: Readable.from([content()]) }, false);
  }
}
