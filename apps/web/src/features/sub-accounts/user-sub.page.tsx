import { useState } from 'react';
import { Alert, App, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { subAccountsRoutes, type SubAccountRecord } from '@console/contract/sub-accounts';
import { OneTimePassword } from '../../components/one-time-password.tsx';
import { useSaasUser } from '../../components/saas-user.ts';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { call } from '../../lib/request.ts';
import { SubAccountProductsDialog } from './sub-account-products-dialog.tsx';
import { subAccountsResource } from './user-sub.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(subAccountsResource);

/**
 * 子账号管理. Its calls are the main account's own, not a page permission's: the buttons show for a
 * main account allowed sub-accounts, as the server says (and the server decides each call).
 */
export default function UserSubPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const manages = useSaasUser().data?.managesSubAccounts === true;
  const [granting, setGranting] = useState<SubAccountRecord | null>(null);

  const resetPassword = async (subAccount: SubAccountRecord) => {
    const { password } = await call(subAccountsRoutes.resetPassword, { body: { id: subAccount.id } });
    modal.info({
      title: t('userSub.passwordReset', { name: subAccount.name }),
      content: <OneTimePassword password={password} warning={t('userSub.passwordShownOnce')} tooltips={[t('userSub.copy'), t('userSub.copied')]} />,
      okText: t('crud.ok'),
    });
  };
  const actions = (subAccount: SubAccountRecord) => (
    <>
      <RowAction label={t('userSub.products')} onClick={() => setGranting(subAccount)} />
      <RowAction label={t('userSub.resetPassword')} confirm={t('userSub.resetConfirm', { name: subAccount.name })} onClick={() => resetPassword(subAccount)} />
    </>
  );

  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon title={t('userSub.hint')} />
      <CrudPage resource={subAccountsResource} allowed={{ add: manages, edit: manages, delete: manages }} rowActions={manages ? actions : undefined} />
      {granting && <SubAccountProductsDialog subAccount={granting} onClose={() => setGranting(null)} />}
    </Flex>
  );
}
