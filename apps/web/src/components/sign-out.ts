import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../lib/routes.ts';
import { useSession } from '../stores/session.store.ts';

/** Signs out and goes to the sign-in page, which leads back here after the next sign-in. */
export function useSignOut(): () => Promise<void> {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useSession((state) => state.logout);
  return async () => {
    const target = `${location.pathname}${location.search}`;
    const statusDesc = await logout().catch(() => '');
    if (statusDesc) message.success(statusDesc);
    navigate(loginPathFor(target), { replace: true });
  };
}
