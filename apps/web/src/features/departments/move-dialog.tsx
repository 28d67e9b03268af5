import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal } from 'antd';
import { departmentsRoutes } from '@console/contract/departments';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/request.ts';
import type { DepartmentRow } from '../../components/department-tree.ts';
import { DepartmentParentSelect } from './department-parent-select.tsx';

interface MoveDialogProps {
  department: DepartmentRow;
  onClose: () => void;
  /** Receives the new parent, none for the top level. */
  onMoved: (parentId: number | null) => void;
}

/** Puts a department under another one, or at the top level. */
export function MoveDialog({ department, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const move = useMutation({
    mutationFn: (parentId: number | null) => call(departmentsRoutes.move, { body: { id: department.id, parentId: parentId ?? '' } }),
    onSuccess: ({ parentId }) => {
      void message.success(t('departments.moved'));
      onMoved(parentId);
    },
  });
  return (
    <Modal
      open
      title={t('departments.moveTitle', { name: department.name })}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={move.isPending}
      onCancel={onClose}
      modalRender={(dialog) => (
        <Form name="move" layout="vertical" initialValues={{ parentId: department.parentId }} onFinish={({ parentId }: { parentId?: number | null }) => move.mutate(parentId ?? null)}>
          {dialog}
        </Form>
      )}
    >
      <Form.Item name="parentId" label={t('departments.newParent')}>
        <DepartmentParentSelect moving={department.id} />
      </Form.Item>
    </Modal>
  );
}
