import { LinkOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { oauthClientsCrud, oauthClientsRoutes, type OAuthClientRecord, type OAuthScope } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';
import { i18n } from '../../lib/i18n.ts';
import { callWith } from '../../lib/request.ts';
import { AutoApproveInput, RedirectUrisInput, ScopesInput, SecretInput } from './client-fields.tsx';
import { isImageAddress, isWebAddress } from './links.ts';

/** What a new website starts with, as the server's defaults. */
export const ACCESS_TOKEN_MINUTES = 60;
export const REFRESH_TOKEN_DAYS = 30;
const DEFAULT_SCOPES: OAuthScope[] = ['openid', 'profile'];

function NameCell({ client }: { client: OAuthClientRecord }) {
  return (
    <Flex align="center" gap="small">
      <Avatar shape="square" size="small" src={isImageAddress(client.logo) ? client.logo : undefined} icon={<LinkOutlined />} alt="" />
      <span>{client.name}</span>
    </Flex>
  );
}

function ScopeTags({ scopes, color }: { scopes: readonly OAuthScope[]; color?: string }) {
  const { t } = useTranslation();
  if (scopes.length === 0) return <Typography.Text type="secondary">{t('oauthClients.none')}</Typography.Text>;
  return <Flex wrap gap={4}>{scopes.map((scope) => <Tag key={scope} color={color} style={{ marginInlineEnd: 0 }}>{scope}</Tag>)}</Flex>;
}

const lifetimesText = (client: OAuthClientRecord, t: typeof i18n.t) =>
  t('oauthClients.lifetimes', { minutes: client.accessTokenMinutes, days: client.refreshTokenDays });

function LifetimesCell({ client }: { client: OAuthClientRecord }) {
  const { t } = useTranslation();
  return <span style={{ whiteSpace: 'nowrap' }}>{lifetimesText(client, t)}</span>;
}

/**
 * The connected websites: the OAuth 2.0 / OpenID Connect clients of the console's sign-in. The secret
 * is set in the dialogs only (shown once, when made); the list shows it never.
 */
export const oauthClientsResource = declaredResource(oauthClientsCrud, {
  title: 'oauthClients.record',
  columns: [
    { key: 'name', title: 'oauthClients.name', render: (client) => <NameCell client={client} />, form: { kind: 'text', maxLength: 50 } },
    { key: 'logo', title: 'oauthClients.logo', hideInTable: true, form: { kind: 'text', maxLength: 500, hint: 'oauthClients.logoHint' } },
    {
      key: 'clientId', title: 'oauthClients.clientId',
      render: (client) => <Typography.Text code copyable={{ text: client.clientId }} style={{ wordBreak: 'break-all' }}>{client.clientId}</Typography.Text>,
    },
    {
      key: 'homeUrl', title: 'oauthClients.homeUrl',
      render: (client) => (isWebAddress(client.homeUrl)
        ? <Typography.Link href={client.homeUrl} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>{client.homeUrl}</Typography.Link>
        : client.homeUrl),
      form: { kind: 'text', maxLength: 500 },
    },
    {
      key: 'redirectUris', title: 'oauthClients.redirectUris', exportValue: (client) => client.redirectUris.join(' '),
      render: (client) => (
        <Flex vertical gap={2}>
          {client.redirectUris.map((uri) => <Typography.Text key={uri} style={{ fontSize: 12, wordBreak: 'break-all' }}>{uri}</Typography.Text>)}
        </Flex>
      ),
      form: { kind: 'custom', control: <RedirectUrisInput />, hint: 'oauthClients.redirectUrisHint' },
    },
    {
      key: 'scopes', title: 'oauthClients.scopes', render: (client) => <ScopeTags scopes={client.scopes} color="blue" />,
      form: { kind: 'custom', control: <ScopesInput />, initialValue: DEFAULT_SCOPES, required: 'oauthClients.scopesRequired' },
    },
    {
      key: 'autoApproveScopes', title: 'oauthClients.autoApproveScopes', render: (client) => <ScopeTags scopes={client.autoApproveScopes} />,
      form: { kind: 'custom', control: <AutoApproveInput />, initialValue: [], hint: 'oauthClients.autoApproveHint' },
    },
    { key: 'tokenLifetimes', title: 'oauthClients.tokenLifetimes', render: (client) => <LifetimesCell client={client} />, exportValue: (client) => lifetimesText(client, i18n.t) },
    { key: 'accessTokenMinutes', title: 'oauthClients.accessTokenMinutes', hideInTable: true, form: { kind: 'number', initialValue: ACCESS_TOKEN_MINUTES, whenEmpty: 'omit' } },
    { key: 'refreshTokenDays', title: 'oauthClients.refreshTokenDays', hideInTable: true, form: { kind: 'number', initialValue: REFRESH_TOKEN_DAYS, whenEmpty: 'omit' } },
    {
      key: 'enabled', title: 'oauthClients.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true },
      toggle: (client, on) => callWith(oauthClientsRoutes.update, { id: client.id, enabled: on }),
    },
    // Required when creating; when editing, empty keeps the secret the website has.
    { key: 'secret', title: 'oauthClients.secret', hideInTable: true, form: { kind: 'custom', only: 'create', control: <SecretInput />, hint: 'oauthClients.secretHint' } },
    {
      key: 'newSecret', title: 'oauthClients.newSecret', hideInTable: true,
      form: { kind: 'custom', field: 'secret', only: 'edit', required: false, whenEmpty: 'omit', control: <SecretInput editing />, hint: 'oauthClients.newSecretHint' },
    },
    { key: 'remark', title: 'oauthClients.remark', defaultHidden: true, form: { kind: 'textarea', maxLength: 500 } },
    { key: 'createdAt', title: 'oauthClients.createdAt', exportValue: (client) => formatDateTime(client.createdAt) },
  ],
  // The record's secret is a mask: the edit dialog starts without one.
  toFormValues: ({ secret: _masked, ...client }) => client,
});
