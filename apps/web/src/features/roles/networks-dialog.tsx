import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesRoutes, ROLE_NETWORKS_MAX, type RoleRecord } from '@console/contract/roles';
import { shownRoleName } from '../../components/role-name.ts';
import { useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

/** The entries of the text, one a line (commas and spaces separate them too). */
const entriesOf = (text: string) => text.split(/[\s,，]+/).map((entry) => entry.trim()).filter(Boolean);

/**
 * 登录地址: the addresses (single or CIDR, IPv4 or IPv6) from which the role's holders may sign in to
 * the console; empty, any. The server checks each entry and answers the list as it keeps it.
 */
export function NetworksDialog({ role, onClose }: { role: RoleRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [text, setText] = useState(role.allowedNetworks.join('\n'));
  const save = useMutation({
    mutationFn: () => call(rolesRoutes.networks, { body: { id: role.id, allowedNetworks: entriesOf(text) } }),
    onSuccess: async () => {
      void message.success(t('roles.networks.saved'));
      await invalidate(rolesRoutes.list);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('roles.networks.title', { name: shownRoleName(role.name) })}
      okText={t('roles.save')}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('roles.networks.hint', { max: ROLE_NETWORKS_MAX })}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('roles.networks.field')}
        // A fixed height: autoSize measures in an element it styles through an attribute, which the page's policy refuses.
        rows={6}
        placeholder={'10.0.0.0/8\n192.168.1.10\n2001:db8::/32'}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {entriesOf(text).length === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('roles.networks.anywhere')} />}
    </Modal>
  );
}
