import type { TodoRecord, WorkflowResult } from '@console/contract/messages';
import type { Replies } from './api-harness.tsx';

/** The message types as a fresh install's dictionary `message_type` has them. */
export const messageTypeReplies: Replies = {
  '/dictData/getByType/message_type': () => ({
    data: [
      { value: 'notice', label: '通知', color: 'blue' },
      { value: 'todo', label: '待办事项', color: 'orange' },
      { value: 'workflow', label: '流程审批', color: 'purple' },
      { value: 'system', label: '系统消息', color: 'default' },
    ],
  }),
};

export const MINUTE = 60_000;

export function todoRecord(id: number, overrides: Partial<TodoRecord> = {}): TodoRecord {
  return {
    id, title: `待办${id}`, content: `待办${id}的内容`, type: 'todo', result: '',
    createTime: new Date(Date.now() - 3 * MINUTE).toISOString(), betweenDate: '3分钟前', createBy: '系统',
    sendUserId: null, receiveUserId: 1, read: false, readTime: null, workflow: null, ...overrides,
  };
}

export const workflow: WorkflowResult = {
  procInstId: 'proc-7', procDefId: 'def-2', taskId: 'task-9', taskFormKey: 'review-form', policyId: 'policy-3',
  applyUserId: 'user-5', verificationStatus: 'pending', businessKey: 'biz 1&2',
};

export const pageOf = <T,>(records: T[], total = records.length) => ({ data: { records, total, pageNumber: 1, pageSize: 10 } });
