import { useEffect } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../lib/i18n.ts';
import { configureRequests } from '../lib/request.ts';
import { loginPathFor } from '../lib/routes.ts';
import { useSession } from '../stores/session.store.ts';
import { useAppStore } from '../stores/app.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { forgetAnswersWhenSignedOut } from './session-cache.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
forgetAnswersWhenSignedOut(queryClient);

/** Gives the request client its messages and its way to the sign-in page. */
function RequestBridge() {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    configureRequests({
      showError: (text) => void message.error({ content: text, key: text }),
      signedOut: () => {
        useSession.setState({ token: null, userId: 0, roles: [], permissionList: [], info: null });
        if (window.location.pathname !== '/login') navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
      },
    });
  }, [message, navigate, location]);
  return null;
}

export function AppRoot() {
  const theme = useSettings((state) => state.theme);
  const size = useAppStore((state) => state.size);
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={{ token: { colorPrimary: theme, colorLink: theme } }} componentSize={size}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <RequestBridge />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
