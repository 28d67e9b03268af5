import { useState } from 'react';
import { Alert, App, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { productsRoutes, type ProductRecord } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/cells.tsx';
import { RowAction } from '../../crud/RowAction.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

interface AccessKeyDialogProps {
  product: ProductRecord;
  onClose: () => void;
}

/** The key just issued, shown this once: the server keeps only what checks it. */
function IssuedKey({ appKey }: { appKey: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('products.keyShownOnce')}
      description={<Typography.Text code copyable={{ text: appKey }} data-testid="issued-key" style={{ wordBreak: 'break-all' }}>{appKey}</Typography.Text>}
    />
  );
}

/**
 * 接入密钥: whether the application has a key for calling the platform, issuing a new one (the
 * previous one stops working) and revoking it.
 */
export function AccessKeyDialog({ product, onClose }: AccessKeyDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  // The row may be older than the key: the application is asked for again after every change.
  const current = useCall(productsRoutes.info, { params: { id: product.id } }, { placeholderData: product });
  const issuedAt = (current.data ?? product).keyIssuedAt;
  const [issuedKey, setIssuedKey] = useState<string | null>(null);

  const changed = (done: string) => {
    void message.success(t(done));
    void invalidate(productsRoutes.info, productsRoutes.list);
  };
  // The request client has already shown why a call failed.
  const issue = () => call(productsRoutes.issueKey, { params: { id: product.id } })
    .then(({ key }) => {
      setIssuedKey(key);
      changed('products.keyIssued');
    })
    .catch(() => undefined);
  const revoke = () => call(productsRoutes.revokeKey, { params: { id: product.id } })
    .then(() => {
      setIssuedKey(null);
      changed('products.keyRevoked');
    })
    .catch(() => undefined);

  const actions = (
    <Space size={0}>
      <RowAction label={t(issuedAt ? 'products.keyReissue' : 'products.keyIssue')} confirm={issuedAt ? t('products.keyReissueConfirm') : undefined} onClick={issue} />
      {issuedAt && <RowAction label={t('products.keyRevoke')} danger confirm={t('products.keyRevokeConfirm')} onClick={revoke} />}
    </Space>
  );
  return (
    <Modal open title={t('products.keyTitle', { name: product.productName })} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('crud.ok')}</Button>}>
      <Typography.Paragraph type="secondary">{t('products.keyHint')}</Typography.Paragraph>
      <Descriptions
        bordered
        column={1}
        size="small"
        extra={actions}
        items={[
          { key: 'appId', label: t('products.appId'), children: product.appId },
          { key: 'issuedAt', label: t('products.keyIssuedAt'), children: issuedAt ? formatDateTime(issuedAt) : <Typography.Text type="secondary">{t('products.keyNone')}</Typography.Text> },
        ]}
      />
      {issuedKey && <div style={{ marginTop: 16 }}><IssuedKey appKey={issuedKey} /></div>}
    </Modal>
  );
}
