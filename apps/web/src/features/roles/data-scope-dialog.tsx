import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Spin } from 'antd';
import { departmentsRoutes } from '@console/contract/departments';
import { type MenuTreeItem } from '@console/contract/menu';
import { DATA_SCOPE_VALUES, rolesRoutes, type DataScope } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { controlFor } from '../../crud/controls.tsx';
import { namedOptions, type FormField, type Option } from '../../crud/resource.ts';
import { queryKeyOf, useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { useMenuTitle } from '../../components/route-title.ts';

interface DataRuleValues {
  scope: DataScope;
  departmentIds: number[];
}

const SCOPES: Option[] = DATA_SCOPE_VALUES.map((scope) => ({ value: scope, label: `roles.scopes.${scope}` }));

const scopeField: FormField = { name: 'scope', label: 'roles.scope', kind: 'select', options: SCOPES };
const departmentsField: FormField = { name: 'departmentIds', label: 'roles.departments', kind: 'multiSelect', options: namedOptions(departmentsRoutes.options) };

interface DataScopeDialogProps {
  roleId: number;
  menu: Pick<MenuTreeItem, 'id' | 'name' | 'title'>;
  onClose: () => void;
}

/** 数据权限: how much of a page's data the role sees, and which departments for 自定义部门. */
export function DataScopeDialog({ roleId, menu, onClose }: DataScopeDialogProps) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DataRuleValues>();
  const scope = Form.useWatch('scope', form);
  const input = { params: { roleId, menuId: menu.id } };
  const rule = useCall(rolesRoutes.dataRule, input);

  const save = useMutation({
    mutationFn: ({ scope: chosen, departmentIds }: DataRuleValues) =>
      call(rolesRoutes.saveDataRule, {
        body: { roleId, menuId: menu.id, scope: chosen, ...(chosen === 'custom' && { departmentIds: departmentIds.join(',') }) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeyOf(rolesRoutes.dataRule, input), saved);
      void message.success(t('roles.dataScopeSaved'));
      onClose();
    },
  });

  return (
    <Modal
      open
      title={t('roles.dataScopeTitle', { title: menuTitle(menu) })}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: !rule.data }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {rule.isPending && <Spin />}
      {rule.data && (
        <Form form={form} name="data-rule" layout="vertical" initialValues={rule.data} onFinish={(values) => save.mutate(values)}>
          <Form.Item name="scope" label={t('roles.scope')} rules={[{ required: true, message: t('crud.required', { label: t('roles.scope') }) }]}>
            {controlFor(scopeField, { autoFocus: true })}
          </Form.Item>
          {scope === 'custom' && (
            <Form.Item name="departmentIds" label={t('roles.departments')} rules={[{ required: true, message: t('roles.departmentsRequired') }]}>
              {controlFor(departmentsField)}
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
