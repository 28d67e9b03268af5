import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Table, type TableColumnsType } from 'antd';
import { rolesRoutes, type PermissionRule } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { RuleForm, ruleValueText } from './rule-form.tsx';

interface RulesDialogProps {
  /** The page (menu name) whose fields the rules test. */
  page: string;
  title: string;
  permId: number;
  onClose: () => void;
}

/** 行规则: the row rules of one grant, each added, changed and removed at once. */
export function RulesDialog({ page, title, permId, onClose }: RulesDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const rules = useCall(rolesRoutes.permissionRules, { query: { permId } });
  const [editing, setEditing] = useState<{ rule?: PermissionRule } | null>(null);

  const refresh = () => void invalidate(rolesRoutes.permissionRules);
  const remove = async (rule: PermissionRule) => {
    await call(rolesRoutes.deletePermissionRule, { query: { id: rule.id } });
    void message.success(t('crud.deleted'));
    refresh();
  };

  const columns: TableColumnsType<PermissionRule> = [
    { key: 'field', title: t('roles.field'), render: (_, rule) => t(`roles.ruleFields.${rule.field}`, { defaultValue: rule.field }) },
    { key: 'operator', title: t('roles.operator'), render: (_, rule) => t(`roles.operators.${rule.operator}`) },
    { key: 'value', title: t('roles.value'), render: (_, rule) => ruleValueText(rule.value, t) },
    {
      key: 'actions',
      title: t('crud.actions'),
      render: (_, rule) => (
        <>
          <RowAction label={t('crud.edit')} onClick={() => setEditing({ rule })} />
          <RowAction label={t('crud.delete')} danger confirm={t('roles.deleteRuleConfirm')} onClick={() => remove(rule)} />
        </>
      ),
    },
  ];

  return (
    <Modal open width={640} title={t('roles.rulesTitle', { title })} footer={<Button onClick={onClose}>{t('roles.close')}</Button>} onCancel={onClose}>
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="center">
          <span>{t('roles.rulesHint')}</span>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>{t('roles.addRule')}</Button>
        </Flex>
        <Table<PermissionRule> rowKey="id" size="small" columns={columns} dataSource={rules.data} loading={rules.isFetching} pagination={false} />
      </Flex>
      {editing && (
        <RuleForm
          page={page}
          permId={permId}
          rule={editing.rule}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Modal>
  );
}
