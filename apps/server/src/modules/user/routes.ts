import type { AppContext } from '../../app-context.ts';
import { tokenOf } from '../../platform/access/authenticate.ts';
import { revokeSession } from '../../platform/auth/sessions.ts';
import type { Serve } from '../../platform/serve.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import { addPassword, getInfo, updateInfo, userQrcode } from './service.ts';

/** The signed-in person's account, under /api-training/mp/training/user. */
export function userRoutes(serve: Serve, { db, smsCodes, config }: AppContext): void {
  serve('user.getInfo', async ({ actor, view, query }) => getInfo(db, actor, view, query.id));
  serve('user.updateInfo', async ({ actor, view, body }) => updateInfo(db, actor, view, body));
  serve('user.addPassword', async ({ actor, view, body }) => addPassword(db, actor, view, body, smsCodes.verify));
  serve('user.getQrcode', async ({ actor, request }) => userQrcode(db, actor, publicBaseUrl(config, request)));
  serve('user.logout', async ({ request }) => {
    const token = tokenOf(request);
    if (token) await revokeSession(db, token);
    return null;
  });
}
