import { useState } from 'react';
import { Alert, App, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { productsRoutes, type ProductRecord } from '@console/contract/products';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/cells.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import type { MessageKey } from '../../lib/i18n.ts';

interface AccessKeyDialogProps {
  product: ProductRecord;
  onClose: () => void;
}

/** The two credentials of an application: the key it calls the platform with, the secret it signs sign-in links with. */
const CREDENTIALS = {
  key: {
    issuedAt: (product: ProductRecord) => product.keyIssuedAt,
    issue: (id: number) => call(productsRoutes.issueKey, { params: { id } }).then(({ key }) => key),
    revoke: (id: number) => call(productsRoutes.revokeKey, { params: { id } }),
  },
  secret: {
    issuedAt: (product: ProductRecord) => product.signInSecretIssuedAt,
    issue: (id: number) => call(productsRoutes.issueSignInSecret, { params: { id } }).then(({ secret }) => secret),
    revoke: (id: number) => call(productsRoutes.revokeSignInSecret, { params: { id } }),
  },
} as const;
type Credential = keyof typeof CREDENTIALS;

/** A credential just issued, shown this once. */
function IssuedOnce({ kind, value }: { kind: Credential; value: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t(`products.${kind}ShownOnce`)}
      description={<Typography.Text code copyable={{ text: value }} data-testid={`issued-${kind}`} style={{ wordBreak: 'break-all' }}>{value}</Typography.Text>}
    />
  );
}

/** Whether the application has the credential; issuing a new one (the previous stops working) and revoking it. */
function CredentialSection({ kind, product, current }: { kind: Credential; product: ProductRecord; current: ProductRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const credential = CREDENTIALS[kind];
  const issuedAt = credential.issuedAt(current);
  const [issued, setIssued] = useState<string | null>(null);

  const changed = (done: MessageKey) => {
    void message.success(t(done));
    void invalidate(productsRoutes.info, productsRoutes.list);
  };
  // The request client has already shown why a call failed.
  const issue = () => credential.issue(product.id)
    .then((value) => {
      setIssued(value);
      changed(`products.${kind}Issued`);
    })
    .catch(() => undefined);
  const revoke = () => credential.revoke(product.id)
    .then(() => {
      setIssued(null);
      changed(`products.${kind}Revoked`);
    })
    .catch(() => undefined);

  const actions = (
    <Space size={0} wrap>
      <RowAction label={t(issuedAt ? `products.${kind}Reissue` : `products.${kind}Issue`)} confirm={issuedAt ? t(`products.${kind}ReissueConfirm`) : undefined} onClick={issue} />
      {issuedAt && <RowAction label={t(`products.${kind}Revoke`)} danger confirm={t(`products.${kind}RevokeConfirm`)} onClick={revoke} />}
    </Space>
  );
  return (
    <section aria-label={t(`products.${kind}Name`)} style={{ marginBottom: 16 }}>
      <Descriptions bordered column={1} size="small" title={t(`products.${kind}Name`)} extra={actions} styles={{ label: { width: 120 } }}
        items={[{ key: 'issuedAt', label: t('products.keyIssuedAt'), children: issuedAt ? formatDateTime(issuedAt) : <Typography.Text type="secondary">{t('products.keyNone')}</Typography.Text> }]} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t(`products.${kind}Hint`)}</Typography.Paragraph>
      {issued && <div style={{ marginTop: 16 }}><IssuedOnce kind={kind} value={issued} /></div>}
    </section>
  );
}

/** 接入密钥: the application's ID, its key for calling the platform and its secret for signed sign-in links. */
export function AccessKeyDialog({ product, onClose }: AccessKeyDialogProps) {
  const { t } = useTranslation();
  // The row may be older than the credentials: the application is asked for again after every change.
  const current = useCall(productsRoutes.info, { params: { id: product.id } }, { placeholderData: product }).data ?? product;
  return (
    <Modal open title={t('products.keyTitle', { name: product.productName })} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('crud.ok')}</Button>}>
      <Descriptions column={1} size="small" items={[{ key: 'appId', label: t('products.appId'), children: <Typography.Text code copyable>{product.appId}</Typography.Text> }]} />
      <CredentialSection kind="key" product={product} current={current} />
      <CredentialSection kind="secret" product={product} current={current} />
    </Modal>
  );
}
