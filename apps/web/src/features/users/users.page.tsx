import { useState } from 'react';
import { App } from 'antd';
import { twoFactorRoutes } from '@console/contract/two-factor';
import { usersRoutes, type UserRecord } from '@console/contract/users';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/crud-page.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';
import { RowAction } from '../../crud/row-action.tsx';
import { OneTimePassword } from '../../components/one-time-password.tsx';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { UserProductsDialog } from './user-products-dialog.tsx';
import { usersResource } from './users.resource.tsx';

/** 启用/停用, 重置密码 and, for an account with a second factor, 重置两步验证, for holders of the edit permission. */
function UserActions({ user, refresh }: { user: UserRecord; refresh: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  const toggle = async () => {
    await call(usersRoutes.enableOrDisable, { body: { ids: String(user.id), enabled: !user.enabled } });
    void message.success(t(user.enabled ? 'crud.disabled' : 'crud.enabled'));
    refresh();
  };
  const resetPassword = async () => {
    const { password } = await call(usersRoutes.resetPassword, { body: { id: user.id } });
    modal.info({ title: t('users.passwordReset', { name: user.name }), content: <OneTimePassword password={password} warning={t('users.passwordShownOnce')} tooltips={[t('users.copy'), t('users.copied')]} />, okText: t('crud.ok') });
  };
  const resetTwoFactor = async () => {
    await call(twoFactorRoutes.reset, { body: { id: user.id } });
    void message.success(t('users.twoFactorResetDone', { name: user.name }));
    refresh();
  };

  return (
    <>
      <RowAction
        label={t(user.enabled ? 'users.disable' : 'users.enable')}
        danger={user.enabled}
        confirm={t(user.enabled ? 'users.disableConfirm' : 'users.enableConfirm', { name: user.name })}
        onClick={toggle}
      />
      <RowAction label={t('users.resetPassword')} confirm={t('users.resetConfirm', { name: user.name })} onClick={resetPassword} />
      {user.twoFactor && <RowAction label={t('users.resetTwoFactor')} danger confirm={t('users.resetTwoFactorConfirm', { name: user.name })} onClick={resetTwoFactor} />}
    </>
  );
}

export const prefetch = listPrefetch(usersResource);

/** The users, or only those of one department (the department staff page). */
export default function UsersPage({ departmentId }: { departmentId?: number }) {
  const { t } = useTranslation();
  const canEdit = useHas('edit');
  const [grantingProducts, setGrantingProducts] = useState<UserRecord | null>(null);
  const actions = (user: UserRecord, refresh: () => void) => (
    <>
      <UserActions user={user} refresh={refresh} />
      <RowAction label={t('productGrants.action')} onClick={() => setGrantingProducts(user)} />
    </>
  );
  return (
    <>
      <CrudPage
        resource={usersResource}
        fixedFilters={departmentId === undefined ? undefined : { departmentId }}
        rowActions={canEdit ? actions : undefined}
      />
      {grantingProducts && <UserProductsDialog user={grantingProducts} onClose={() => setGrantingProducts(null)} />}
    </>
  );
}
