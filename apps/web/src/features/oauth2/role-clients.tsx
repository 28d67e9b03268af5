import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Drawer, Empty, Flex, Grid, Select, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { boundClientsRoutes, oauthClientsRoutes } from '@console/contract/oauth2';
import { rolesRoutes } from '@console/contract/roles';
import { useLoadedOptions } from '../../crud/controls.tsx';
import { shownRoleName } from '../../components/role-name.ts';
import { namedOptions } from '../../crud/resource.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

/** Every enabled role, as choices. */
const roleOptions = namedOptions(rolesRoutes.select, {}, shownRoleName);

/**
 * The connected websites one role's users see as shortcuts: the role's set is loaded when it is
 * chosen, and replaced as a whole when saved.
 */
function RoleClients({ roleId, onSaved }: { roleId: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const clients = useCall(oauthClientsRoutes.options);
  const view = useCall(boundClientsRoutes.viewOfRole, { query: { roleId } });
  // Until the user ticks something, the role's set as the server has it.
  const [edited, setEdited] = useState<number[]>();
  const chosen = edited ?? view.data?.clientIds ?? [];
  const save = useMutation({
    mutationFn: () => call(boundClientsRoutes.saveViewOfRole, { body: { roleId, clientIds: chosen } }),
    onSuccess: () => {
      void message.success(t('oauthClients.assigned'));
      void invalidate(boundClientsRoutes.viewOfRole, boundClientsRoutes.lists);
      onSaved();
    },
  });

  if (clients.isPending || view.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (clients.isError || view.isError) return <Alert type="error" showIcon title={(clients.error ?? view.error)!.message} />;
  if (clients.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('oauthClients.noClients')} />;
  return (
    <Flex vertical gap="middle">
      <Checkbox.Group<number> value={chosen} onChange={setEdited} aria-label={t('oauthClients.record')}>
        <Flex vertical gap="small">
          {clients.data.map((client) => (
            <Checkbox key={client.id} value={client.id}>
              <Space size={4} wrap>
                <span>{client.name}</span>
                {!client.enabled && <Tag>{t('oauthClients.disabledClient')}</Tag>}
              </Space>
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} style={{ alignSelf: 'flex-start' }}>{t('oauthClients.save')}</Button>
    </Flex>
  );
}

/** 按角色分配: choose a role, then the connected websites its users see. */
export function RoleClientsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const roles = useLoadedOptions(roleOptions);
  const [roleId, setRoleId] = useState<number>();
  return (
    <Drawer open title={t('oauthClients.assignTitle')} size={narrow ? '100%' : 480} onClose={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('oauthClients.assignHint')}</Typography.Text>
        <Select<number> aria-label={t('oauthClients.role')} placeholder={t('oauthClients.pickRole')} value={roleId} onChange={setRoleId}
          options={roles.map(({ value, label }) => ({ value: value as number, label }))} showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }} autoFocus />
        {roleId === undefined
          ? <Typography.Text type="secondary">{t('oauthClients.pickRoleFirst')}</Typography.Text>
          // A role of its own each: what was ticked for another role is not carried over.
          : <RoleClients key={roleId} roleId={roleId} onSaved={onClose} />}
      </Flex>
    </Drawer>
  );
}
