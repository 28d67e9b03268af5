import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OAUTH_SCOPES, oauthClientsRoutes, type OAuthScope } from '@console/contract/oauth2';
import { call } from '../../lib/request.ts';

/** What the dialog's form item hands a control of its own. */
interface ControlProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The URIs of a text, one a line, blank lines left out. */
const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
const sameList = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((item, index) => item === right[index]);

/**
 * The redirect URIs as a text, one a line; the form holds them as a list. The text is kept as typed
 * (blank lines and all) while it says the same list as the form.
 */
export function RedirectUrisInput({ id, value = [], onChange, disabled, autoFocus }: ControlProps<string[]>) {
  const [text, setText] = useState(() => value.join('\n'));
  const shown = sameList(linesOf(text), value) ? text : value.join('\n');
  return (
    <Input.TextArea id={id} value={shown} disabled={disabled} autoFocus={autoFocus} autoSize={{ minRows: 2, maxRows: 8 }} spellCheck={false}
      placeholder="https://example.com/callback" style={{ fontFamily: 'monospace', fontSize: 13 }}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(linesOf(event.target.value));
      }} />
  );
}

const AUTO_APPROVE_FIELD = 'autoApproveScopes';

function useScopeOptions(enabled: (scope: OAuthScope) => boolean = () => true) {
  const { t } = useTranslation();
  return OAUTH_SCOPES.map((scope) => ({ value: scope, label: t(`oauthClients.scopeNames.${scope}`), disabled: !enabled(scope) }));
}

/** The scopes a website may ask for; one taken away is taken from the auto-approved ones too. */
export function ScopesInput({ value, onChange, disabled }: ControlProps<OAuthScope[]>) {
  const form = Form.useFormInstance();
  return (
    <Checkbox.Group<OAuthScope> value={value} disabled={disabled} options={useScopeOptions()}
      onChange={(scopes) => {
        const approved = (form.getFieldValue(AUTO_APPROVE_FIELD) as OAuthScope[] | undefined) ?? [];
        if (approved.some((scope) => !scopes.includes(scope))) form.setFieldValue(AUTO_APPROVE_FIELD, approved.filter((scope) => scopes.includes(scope)));
        onChange?.(scopes);
      }} />
  );
}

/** The scopes granted without asking: only among those the website may ask for. */
export function AutoApproveInput({ value, onChange, disabled }: ControlProps<OAuthScope[]>) {
  const chosen = (Form.useWatch<OAuthScope[] | undefined>('scopes') ?? []);
  return (
    <Checkbox.Group<OAuthScope> value={value} disabled={disabled} options={useScopeOptions((scope) => chosen.includes(scope))}
      onChange={(scopes) => onChange?.(scopes)} />
  );
}

/**
 * The website's secret: typed, or made by the server (`生成密钥`). Whatever it holds is shown with
 * a warning that this is the only time it can be seen, and a copy button: the server keeps a digest.
 * When editing it starts empty, which keeps the secret the website has.
 */
export function SecretInput({ id, value = '', onChange, disabled, autoFocus, editing = false }: ControlProps<string> & { editing?: boolean }) {
  const { t } = useTranslation();
  const generate = useMutation({ mutationFn: () => call(oauthClientsRoutes.secretKey), onSuccess: ({ secret }) => onChange?.(secret) });
  return (
    <Flex vertical gap="small">
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} disabled={disabled} autoFocus={autoFocus} autoComplete="off" spellCheck={false} allowClear
          placeholder={editing ? t('oauthClients.keepSecret') : undefined} style={{ fontFamily: 'monospace' }}
          onChange={(event) => onChange?.(event.target.value)} />
        <Button disabled={disabled} loading={generate.isPending} onClick={() => generate.mutate()}>
          {t(editing ? 'oauthClients.regenerate' : 'oauthClients.generate')}
        </Button>
      </Space.Compact>
      {value && (
        <Alert type="warning" showIcon title={t('oauthClients.shownOnce')}
          description={(
            <Flex vertical gap={4}>
              <span>{t('oauthClients.shownOnceDetail')}</span>
              <Typography.Text code copyable={{ text: value, tooltips: [t('oauthClients.copy'), t('oauthClients.copied')] }} style={{ wordBreak: 'break-all' }}>
                {value}
              </Typography.Text>
            </Flex>
          )} />
      )}
    </Flex>
  );
}
