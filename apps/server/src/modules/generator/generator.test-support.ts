import type { EntityDefinitionInput } from '@console/contract/generator';

/** One field of every type, each searched, sorted and checked as its type allows. */
export const EVERY_TYPE: EntityDefinitionInput = {
  name: 'trainingRoom',
  label: '培训室',
  labelEn: 'training room',
  fields: [
    { name: 'roomName', label: '名称', type: 'text', required: true, unique: true, maxLength: 50, search: 'contains', sortable: true },
    { name: 'notes', label: '说明', type: 'longText', listed: false },
    { name: 'seats', label: '座位数', type: 'integer', required: true, min: 1, max: 500, search: 'range', sortable: true },
    { name: 'hourlyRate', label: '每小时费用', type: 'decimal', min: 0, max: 10000, search: 'range' },
    { name: 'projector', label: '有投影仪', type: 'boolean', search: 'exact' },
    { name: 'openedOn', label: '启用日期', type: 'date', search: 'exact', sortable: true },
    { name: 'checkedAt', label: '检查时间', type: 'dateTime', search: 'range' },
    { name: 'floorStatus', label: '状态', type: 'dict', dictType: 'sys_status', search: 'exact' },
    { name: 'managerId', label: '管理员', type: 'reference', references: 'users', search: 'exact' },
    { name: 'floorPlan', label: '平面图', type: 'file' },
  ],
};
