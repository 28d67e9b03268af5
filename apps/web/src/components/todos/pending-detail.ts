import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { messagesRoutes, type StartNodeRecord, type WorkflowResult } from '@console/contract/messages';
import { call } from '../../lib/request.ts';

/** The policy application's page where a workflow's to-do is handled (spec §2, To-do detail). */
export const PENDING_DETAIL_PAGE = '/apps/zhengce/#/pending-detail';

/** The address of the page handling a workflow's task: the workflow's keys, and the form its start node begins with. */
export function pendingDetailAddress(workflow: WorkflowResult, start: StartNodeRecord): string {
  const { taskId, procInstId, procDefId, taskFormKey, policyId, applyUserId, verificationStatus, businessKey } = workflow;
  const query = new URLSearchParams({
    taskId, procInstId, procDefId, taskFormKey, policyId, applyUserId, verificationStatus, businessKey,
    startFormKey: start.formKey, formPerms: start.formPerms,
  });
  return `${PENDING_DETAIL_PAGE}?${query}`;
}

/**
 * 处理: asks for the workflow's start node and leaves the console for the policy application's page,
 * a full navigation (it is another application). A start node without a form cannot be handled there.
 */
export function useHandleWorkflow() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (workflow: WorkflowResult) => call(messagesRoutes.startNode, { params: { procInstId: workflow.procInstId } }),
    onSuccess: (start, workflow) => {
      if (start.formKey) window.location.assign(pendingDetailAddress(workflow, start));
      else void message.error(t('todos.noStartFormKey'));
    },
  });
}
