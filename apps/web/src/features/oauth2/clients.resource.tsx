import { LinkOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { oauthClientsCrud, oauthClientsRoutes, type OAuthClientRecord, type OAuthScope } from '@console/contract/oauth2';
import { declaredResource } from '../../crud/crud-resource.ts';
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
  messages: 'oauthClients',
  columns: [
    { key: 'name', render: (client) => <NameCell client={client} /> },
    { key: 'logo', hideInTable: true, form: { kind: 'text', hint: 'oauthClients.logoHint' } },
    { key: 'clientId', render: (client) => <Typography.Text code copyable={{ text: client.clientId }} style={{ wordBreak: 'break-all' }}>{client.clientId}</Typography.Text> },
    {
      key: 'homeUrl',
      render: (client) => (isWebAddress(client.homeUrl)
        ? <Typography.Link href={client.homeUrl} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>{client.homeUrl}</Typography.Link>
        : client.homeUrl),
    },
    {
      key: 'redirectUris', exportValue: (client) => client.redirectUris.join(' '),
      render: (client) => (
        <Flex vertical gap={2}>
          {client.redirectUris.map((uri) => <Typography.Text key={uri} style={{ fontSize: 12, wordBreak: 'break-all' }}>{uri}</Typography.Text>)}
        </Flex>
      ),
      form: { kind: 'custom', control: <RedirectUrisInput />, hint: 'oauthClients.redirectUrisHint' },
    },
    {
      key: 'scopes', render: (client) => <ScopeTags scopes={client.scopes} color="blue" />,
      form: { kind: 'custom', control: <ScopesInput />, initialValue: DEFAULT_SCOPES, required: 'oauthClients.scopesRequired' },
    },
    {
      key: 'autoApproveScopes', render: (client) => <ScopeTags scopes={client.autoApproveScopes} />,
      form: { kind: 'custom', control: <AutoApproveInput />, initialValue: [], hint: 'oauthClients.autoApproveHint' },
    },
    { key: 'tokenLifetimes', render: (client) => <LifetimesCell client={client} />, exportValue: (client) => lifetimesText(client, i18n.t) },
    { key: 'accessTokenMinutes', hideInTable: true, form: { initialValue: ACCESS_TOKEN_MINUTES, whenEmpty: 'omit' } },
    { key: 'refreshTokenDays', hideInTable: true, form: { initialValue: REFRESH_TOKEN_DAYS, whenEmpty: 'omit' } },
    { key: 'enabled', toggle: (client, on) => callWith(oauthClientsRoutes.update, { id: client.id, enabled: on }) },
    // Required when creating; when editing, empty keeps the secret the website has.
    { key: 'secret', hideInTable: true, form: { kind: 'custom', only: 'create', control: <SecretInput />, hint: 'oauthClients.secretHint' } },
    { key: 'newSecret', form: { kind: 'custom', field: 'secret', only: 'edit', required: false, whenEmpty: 'omit', control: <SecretInput editing />, hint: 'oauthClients.newSecretHint' } },
    { key: 'remark', defaultHidden: true },
    'createdAt',
  ],
  // The record's secret is a mask: the edit dialog starts without one.
  toFormValues: ({ secret: _masked, ...client }) => client,
});
