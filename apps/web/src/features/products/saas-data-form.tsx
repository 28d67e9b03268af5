import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Space, Typography, type FormRule } from 'antd';
import { saasProductData, saasProductsRoutes, type SaasProductRecord } from '@console/contract/products';
import { useTranslation } from 'react-i18next';
import { useHas } from '../../components/permission.tsx';
import { contractMessage } from '../../lib/i18n.ts';
import { useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

type Data = SaasProductRecord['data'];
interface Entry {
  key: string;
  value: string;
}

/** The contract's longest value. */
const VALUE_MAX = 500;

const entriesOf = (data: Data): Entry[] => Object.entries(data).map(([key, value]) => ({ key, value: String(value) }));

/** Values are edited as text: one left as it was keeps its type (a number or a yes/no), a changed one is text. */
const dataOf = (entries: readonly Entry[], saved: Data): Data =>
  Object.fromEntries(entries.map(({ key, value }) => {
    const name = key.trim();
    const unchanged = Object.hasOwn(saved, name) && String(saved[name]) === value;
    return [name, unchanged ? saved[name]! : value];
  }));

/** The contract decides which keys are acceptable. */
const keyAccepted = (key: string) => saasProductData.safeParse({ [key.trim()]: '' }).success;

/** The per-product data of a SaaS product as key/value rows, replaced as a whole on save. */
export function SaasDataForm({ saas }: { saas: SaasProductRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canEdit = useHas('edit');
  const save = useMutation({
    mutationFn: (data: Data) => call(saasProductsRoutes.editData, { body: { id: saas.id, data } }),
    onSuccess: () => {
      void message.success(t('products.dataSaved'));
      void invalidate(saasProductsRoutes.listAll);
    },
  });

  const submit = ({ entries = [] }: { entries?: Entry[] }) => {
    const data = dataOf(entries, saas.data);
    const checked = saasProductData.safeParse(data);
    if (checked.success) save.mutate(data);
    else void message.error(checked.error.issues.map((issue) => contractMessage(issue.message)).join(t('crud.reasonSeparator')));
  };

  const keyRules: FormRule[] = [
    { required: true, whitespace: true, message: t('products.dataKeyRequired') },
    {
      validator: async (_, key?: string) => {
        if (key && !keyAccepted(key)) throw new Error(t('products.dataKeyRule'));
      },
    },
    ({ getFieldValue }) => ({
      validator: async (_, key?: string) => {
        const keys = (getFieldValue('entries') as Entry[]).map((entry) => entry.key.trim());
        if (key && keys.filter((other) => other === key.trim()).length > 1) throw new Error(t('products.dataKeyTaken'));
      },
    }),
  ];

  return (
    <Form name="saas-data" initialValues={{ entries: entriesOf(saas.data) }} onFinish={submit} disabled={!canEdit}>
      <Form.List name="entries">
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && <Typography.Paragraph type="secondary">{t('products.dataEmpty')}</Typography.Paragraph>}
            {rows.map(({ key, name }) => (
              <Flex key={key} gap="small" align="start">
                <Form.Item name={[name, 'key']} rules={keyRules} style={{ flex: 1 }}>
                  <Input placeholder={t('products.dataKey')} aria-label={t('products.dataKey')} />
                </Form.Item>
                <Form.Item name={[name, 'value']} style={{ flex: 2 }}>
                  <Input placeholder={t('products.dataValue')} aria-label={t('products.dataValue')} maxLength={VALUE_MAX} />
                </Form.Item>
                {canEdit && <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('products.dataRemove')} onClick={() => remove(name)} />}
              </Flex>
            ))}
            {canEdit && (
              <Space>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })}>{t('products.dataAdd')}</Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>{t('products.dataSave')}</Button>
              </Space>
            )}
          </>
        )}
      </Form.List>
    </Form>
  );
}
