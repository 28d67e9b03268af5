import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Grid, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isvsRoutes, rsaPublicKeyPem, type IsvKeys, type IsvRecord } from '@console/contract/open-platform';
import { useHas } from '../../components/permission.tsx';
import { saveBlob } from '../../lib/download.ts';
import { contractMessage } from '../../lib/i18n.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { ApiError, call } from '../../lib/request.ts';
import { SecretCell } from './isvs.resource.tsx';

const PEM_STYLE = { fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 180, overflow: 'auto' } as const;

/** A key as text in a monospace block, with a copy button; an empty one says why it is empty. */
function KeyText({ value, empty }: { value: string; empty: ReactNode }) {
  if (!value) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Typography.Paragraph copyable={{ text: value }} style={{ marginBottom: 0 }}>
      <pre style={PEM_STYLE}>{value}</pre>
    </Typography.Paragraph>
  );
}

/** Saves the keys as a JSON file: the browser's download, nothing sent anywhere. */
function downloadKeys(keys: IsvKeys) {
  saveBlob(new Blob([`${JSON.stringify(keys, null, 2)}\n`], { type: 'application/json' }), `${keys.appKey}-keys.json`);
}

/** Keys in clear, as an answer brought them. */
interface ShownKeys {
  keys: IsvKeys;
  /** Just generated: shown this once. Otherwise revealed by a holder of the reveal permission. */
  generated: boolean;
}

/**
 * The keys in clear, each with a copy button, and a download. Only this dialog holds them: once it
 * closes they are gone from the page. A click beside it does not close it.
 */
function KeysDialog({ isv, shown: { keys, generated }, onClose }: { isv: IsvRecord; shown: ShownKeys; onClose: () => void }) {
  const { t } = useTranslation();
  const notSet = t('isvs.notSet');
  const items = [
    { key: 'appKey', label: t('isvs.appKey'), children: <Typography.Text code copyable>{keys.appKey}</Typography.Text> },
    { key: 'secret', label: t('isvs.secret'), children: <KeyText value={keys.secret} empty={notSet} /> },
    { key: 'privateKey', label: t('isvs.privateKey'), children: <KeyText value={keys.privateKey} empty={keys.publicKey ? t('isvs.noPrivateKey') : notSet} /> },
    { key: 'publicKey', label: t('isvs.publicKey'), children: <KeyText value={keys.publicKey} empty={notSet} /> },
    { key: 'platformPrivateKey', label: t('isvs.platformPrivateKey'), children: <KeyText value={keys.platformPrivateKey} empty={notSet} /> },
    { key: 'platformPublicKey', label: t('isvs.platformPublicKey'), children: <KeyText value={keys.platformPublicKey} empty={notSet} /> },
  ];
  return (
    <Modal open width={760} maskClosable={false} onCancel={onClose} destroyOnHidden
      title={t(generated ? 'isvs.generatedTitle' : 'isvs.revealTitle', { name: isv.name })}
      footer={(
        <Space wrap>
          <Button onClick={() => downloadKeys(keys)}>{t('isvs.download')}</Button>
          <Button type="primary" onClick={onClose}>{generated ? t('isvs.saved') : t('crud.ok')}</Button>
        </Space>
      )}>
      <Flex vertical gap="middle">
        {generated
          ? <Alert type="warning" showIcon title={t('isvs.shownOnce')} description={t('isvs.shownOnceDetail')} />
          : <Alert type="info" showIcon title={t('isvs.revealNote')} />}
        <Descriptions size="small" column={1} layout="vertical" items={items} />
      </Flex>
    </Modal>
  );
}

/**
 * The reason of a refusal of the key, without the words naming the field (参数错误：publicKey …), which
 * the field itself need not repeat: in either language the server names the field, then a space, then the reason.
 */
const NAMED_FIELD = 'publicKey ';
const reasonOf = (message: string) => (message.includes(NAMED_FIELD) ? message.slice(message.indexOf(NAMED_FIELD) + NAMED_FIELD.length) : message);

interface PublicKeyForm {
  publicKey?: string;
}

/** 设置公钥: the public key the partner made itself; the contract's check first, then the server's, both on the field. */
function PublicKeyDialog({ isv, onClose, onSaved }: { isv: IsvRecord; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PublicKeyForm>();
  const onField = (errors: string[]) => form.setFields([{ name: 'publicKey', errors }]);
  const save = useMutation({
    mutationFn: (publicKey: string) => call(isvsRoutes.keysUpdate, { body: { id: isv.id, publicKey } }),
    onSuccess: () => {
      void message.success(t('isvs.publicKeySaved'));
      onSaved();
    },
    // A key the server cannot use (unreadable, not RSA, too short) is said on the field.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 400) onField([reasonOf(error.message)]);
    },
  });
  const submit = ({ publicKey = '' }: PublicKeyForm) => {
    const checked = rsaPublicKeyPem.safeParse(publicKey);
    if (checked.success) save.mutate(checked.data);
    else onField(checked.error.issues.map((issue) => contractMessage(issue.message)));
  };
  return (
    <Modal open width={640} title={t('isvs.setPublicKeyTitle', { name: isv.name })} okText={t('crud.ok')} cancelText={t('crud.cancel')}
      okButtonProps={{ htmlType: 'submit' }} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden
      modalRender={(dialog) => <Form form={form} name="publicKey" layout="vertical" onFinish={submit}>{dialog}</Form>}>
      <Form.Item name="publicKey" label={t('isvs.publicKey')} extra={t('isvs.publicKeyHint')} rules={[{ required: true, message: t('isvs.publicKeyRequired') }]}>
        <Input.TextArea autoFocus autoSize={{ minRows: 6, maxRows: 14 }} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 12 }}
          placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'} />
      </Form.Item>
    </Modal>
  );
}

/** 生成密钥, after a warning: the old keys stop working at once. */
function GenerateButton({ isv, onGenerated }: { isv: IsvRecord; onGenerated: (keys: IsvKeys) => void }) {
  const { t } = useTranslation();
  const generate = useMutation({ mutationFn: () => call(isvsRoutes.keysGen, { body: { id: isv.id } }), onSuccess: onGenerated });
  return (
    <Popconfirm title={t('isvs.generateConfirm')} okText={t('crud.ok')} cancelText={t('crud.cancel')} okButtonProps={{ danger: true }}
      onConfirm={() => generate.mutate()}>
      <Button danger loading={generate.isPending}>{t('isvs.generate')}</Button>
    </Popconfirm>
  );
}

/**
 * An ISV's keys as the server shows them (the secret masked, the public keys), and what may be done
 * with them: generate them anew, set the partner's own public key, and, for holders of the reveal
 * permission, see them in clear.
 */
export function IsvKeysDrawer({ isv: row, mayReveal, onClose }: { isv: IsvRecord; mayReveal: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const mayChange = useHas('edit');
  const invalidate = useInvalidate();
  const isv = useCall(isvsRoutes.info, { params: { id: row.id } }, { placeholderData: row }).data ?? row;
  const [shown, setShown] = useState<ShownKeys>();
  const [settingKey, setSettingKey] = useState(false);
  const changed = () => void invalidate(isvsRoutes.info, isvsRoutes.list);
  const reveal = async () => setShown({ keys: await call(isvsRoutes.keysGet, { params: { id: isv.id } }), generated: false });
  const notSet = t('isvs.notSet');
  const items = [
    { key: 'appKey', label: t('isvs.appKey'), children: <Typography.Text code copyable>{isv.appKey}</Typography.Text> },
    { key: 'secret', label: t('isvs.secret'), children: <SecretCell isv={isv} /> },
    { key: 'signTypes', label: t('isvs.signTypes'), children: isv.signTypes.length > 0 ? isv.signTypes.map((type) => <Tag key={type} color="geekblue">{type}</Tag>) : notSet },
    {
      key: 'publicKey', label: t('isvs.publicKey'),
      children: <Flex vertical gap={4}><Typography.Text type="secondary">{t('isvs.publicKeyNote')}</Typography.Text><KeyText value={isv.publicKey} empty={notSet} /></Flex>,
    },
    {
      key: 'platformPublicKey', label: t('isvs.platformPublicKey'),
      children: <Flex vertical gap={4}><Typography.Text type="secondary">{t('isvs.platformPublicKeyNote')}</Typography.Text><KeyText value={isv.platformPublicKey} empty={notSet} /></Flex>,
    },
  ];
  return (
    <Drawer open title={t('isvs.keysTitle', { name: isv.name })} size={narrow ? '100%' : 720} onClose={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        <Space wrap>
          {mayChange && <GenerateButton isv={isv} onGenerated={(keys) => { setShown({ keys, generated: true }); changed(); }} />}
          {mayChange && <Button onClick={() => setSettingKey(true)}>{t('isvs.setPublicKey')}</Button>}
          {mayReveal && <Button onClick={() => reveal().catch(() => undefined)}>{t('isvs.reveal')}</Button>}
        </Space>
        <Descriptions size="small" column={1} layout="vertical" items={items} />
      </Flex>
      {shown && <KeysDialog isv={isv} shown={shown} onClose={() => setShown(undefined)} />}
      {settingKey && <PublicKeyDialog isv={isv} onClose={() => setSettingKey(false)} onSaved={() => { setSettingKey(false); changed(); }} />}
    </Drawer>
  );
}
