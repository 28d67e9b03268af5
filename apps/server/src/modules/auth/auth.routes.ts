import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authRoutes, MESSAGES } from '@console/contract';
import { callerOf } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { registerRoute } from '../../http/routes.ts';
import type { AuthService } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, captchas: CaptchaService) {
  registerRoute(app, authRoutes.login, ({ body }, request) => auth.login(body, clientOf(request)));
  registerRoute(app, authRoutes.templateLogin, ({ body }, request) => auth.login(body, clientOf(request)));

  registerRoute(app, authRoutes.initCaptcha, () => captchas.issue());
  registerRoute(app, authRoutes.drawCaptcha, async ({ params }, _request, reply) => {
    const image = await captchas.image(params.id);
    if (image === null) throw notFound(MESSAGES.captchaWrong);
    reply.header('cache-control', 'no-store');
    return image;
  });

  registerRoute(app, authRoutes.info, (_input, request) => auth.info(callerOf(request).userId));
  registerRoute(app, authRoutes.templateInfo, (_input, request) => auth.info(callerOf(request).userId));

  const logout = async (_input: unknown, request: FastifyRequest) => {
    await auth.logout(callerOf(request).tokenHash);
    return null;
  };
  registerRoute(app, authRoutes.logout, logout, MESSAGES.logoutSuccess);
  registerRoute(app, authRoutes.templateLogout, logout, MESSAGES.logoutSuccess);
}
