import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import '../lib/i18n.ts';
import { configureRequests } from '../lib/request.ts';
import { loginPathFor } from '../lib/routes.ts';
import { useSession } from '../stores/session.store.ts';
import { AppRoutes } from './app-routes.tsx';
import { AppTheme } from './app-theme.tsx';
import { queryClient } from './query-client.ts';

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
  return (
    <AppTheme>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <RequestBridge />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </AppTheme>
  );
}
