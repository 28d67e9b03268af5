import { departmentsCrud } from '@console/contract/departments';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { defineModule } from '../../module.ts';
import { DepartmentsService } from './departments.service.ts';

/** The demo organisation under its head office: departments, their leaders and teams. */
const DEMO_DEPARTMENTS: [string, string, string[]][] = [
  ['人力资源部', '陈静', ['招聘组', '培训组']],
  ['技术研发部', '刘洋', ['前端组', '后端组', '测试组']],
  ['市场销售部', '王芳', ['华南大区', '华东大区']],
  ['客户服务部', '赵磊', []],
];

export const departmentsModule = defineModule({
  name: 'departments',
  build: ({ db }) => {
    const departments = new DepartmentsService(db);
    return {
      provides: { departments },
      handlers: {
        departments: {
          ...crudHandlers(departmentsCrud, departments),
          children: async ({ params }) => departments.children(params.parentId),
          options: async () => departments.options(),
          search: async ({ query }) => departments.search(query.name),
          move: async ({ body }, request) => departments.move(actorOf(request), body.id, body.parentId),
        },
      },
      demo: async (actor) => {
        const head = await departments.create(actor, { name: '一览人才总部', leader: '周明', phone: '13800138000', sort: 0 });
        for (const [index, [name, leader, teams]] of DEMO_DEPARTMENTS.entries()) {
          const unit = await departments.create(actor, { parentId: head.id, name, leader, sort: index });
          for (const team of teams) await departments.create(actor, { parentId: unit.id, name: team, leader: '' });
        }
      },
    };
  },
});
