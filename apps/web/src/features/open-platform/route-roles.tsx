import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Flex, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isvRoutesRoutes, type IsvRouteRecord } from '@console/contract/open-platform';
import { useLoadedOptions } from '../../crud/controls.tsx';
import { call } from '../../lib/request.ts';
import { isvRoleOptions } from './options.ts';

/** 授权角色: the ISV roles that may call a route, replaced as a whole. */
export function RouteRolesDialog({ route, onClose, onSaved }: { route: IsvRouteRecord; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roles = useLoadedOptions(isvRoleOptions);
  const [roleIds, setRoleIds] = useState<number[]>(route.roleIds);
  const save = useMutation({
    mutationFn: () => call(isvRoutesRoutes.updateRole, { body: { id: route.id, roleIds } }),
    onSuccess: () => {
      void message.success(t('isvRoutes.granted'));
      onSaved();
    },
  });
  const label = t('isvRoutes.grantTitle', { name: route.name });
  return (
    <Modal open title={label} okText={t('crud.ok')} cancelText={t('crud.cancel')} confirmLoading={save.isPending}
      onOk={() => save.mutate()} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        {!route.needsPermission && <Alert type="info" showIcon title={t('isvRoutes.grantUnused')} />}
        <Select<number[]> mode="multiple" aria-label={label} placeholder={t('isvRoutes.pickRoles')} value={roleIds} onChange={setRoleIds}
          options={roles.map(({ value, label: name }) => ({ value: value as number, label: name }))} showSearch={{ optionFilterProp: 'label' }}
          allowClear style={{ width: '100%' }} autoFocus />
      </Flex>
    </Modal>
  );
}
