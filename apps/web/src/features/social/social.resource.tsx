import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography } from 'antd';
import { SOCIAL_PROVIDERS, socialBindingsCrud, type SocialBindingRecord } from '@console/contract/social';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';

const PROVIDER_COLORS = { wechat: 'green', github: 'default', oidc: 'blue' } as const;
export const providerOptions: Option[] = SOCIAL_PROVIDERS.map((provider) => ({ value: provider, label: `social.providers.${provider}`, color: PROVIDER_COLORS[provider] }));

function IdentityCell({ binding }: { binding: SocialBindingRecord }) {
  return (
    <Flex align="center" gap="small">
      <Avatar size="small" src={binding.avatar || undefined} icon={<UserOutlined />} alt="" />
      <span>{binding.displayName}</span>
    </Flex>
  );
}

/** 社交账号绑定: which console account each outside identity signs in to; read and unbound only. */
export const socialBindingsResource = declaredResource(socialBindingsCrud, {
  messages: 'social',
  columns: [
    {
      key: 'user', search: { kind: 'text' },
      render: (binding) => <span style={{ whiteSpace: 'nowrap' }}>{binding.name} <Typography.Text type="secondary">{binding.username}</Typography.Text></span>,
      exportValue: (binding) => `${binding.name} (${binding.username})`,
    },
    { key: 'provider', options: providerOptions, search: { kind: 'select' } },
    { key: 'displayName', render: (binding) => <IdentityCell binding={binding} /> },
    { key: 'subject', render: (binding) => <Typography.Text code copyable={{ text: binding.subject }} style={{ wordBreak: 'break-all' }}>{binding.subject}</Typography.Text> },
    { key: 'createdAt', render: (binding) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(binding.createdAt)}</span> },
  ],
});
