import { definitionsCrud, type EntityDefinitionInput } from '@console/contract/generator';
import type { Actor } from '../../crud/audit.ts';
import type { DefinitionsService } from './definitions.service.ts';

/** Two entities a training centre might keep, ready to preview and generate. */
const DEMO_DEFINITIONS: EntityDefinitionInput[] = [
  {
    name: 'meetingRoom',
    label: '会议室',
    labelEn: 'meeting room',
    fields: [
      { name: 'roomName', label: '名称', type: 'text', required: true, unique: true, maxLength: 50, search: 'contains', sortable: true },
      { name: 'seats', label: '座位数', type: 'integer', required: true, min: 1, max: 500, search: 'range', sortable: true },
      { name: 'projector', label: '有投影仪', type: 'boolean', search: 'exact' },
      { name: 'roomStatus', label: '状态', type: 'dict', dictType: 'sys_status', search: 'exact' },
      { name: 'managerId', label: '管理员', type: 'reference', references: 'users' },
      { name: 'openedOn', label: '启用日期', type: 'date', sortable: true },
      { name: 'notes', label: '说明', type: 'longText', listed: false },
    ],
  },
  {
    name: 'trainingVenue',
    label: '培训场地',
    labelEn: 'training venue',
    fields: [
      { name: 'venueName', label: '场地名称', type: 'text', required: true, maxLength: 100, search: 'contains' },
      { name: 'address', label: '地址', type: 'text', maxLength: 200 },
      { name: 'dailyRate', label: '日租金（元）', type: 'decimal', min: 0, max: 100000, search: 'range', sortable: true },
      { name: 'checkedAt', label: '最近检查时间', type: 'dateTime', search: 'range' },
      { name: 'floorPlan', label: '平面图', type: 'file' },
      { name: 'partOf', label: '所属场地', type: 'reference', references: 'training_venues', search: 'exact' },
    ],
  },
];

export async function addDemoDefinitions(definitions: DefinitionsService, actor: Actor): Promise<void> {
  // Read as a request's body is, defaults included.
  for (const definition of DEMO_DEFINITIONS) await definitions.create(actor, definitionsCrud.schemas.create.parse(definition));
}
