import type { AppContext } from '../../app-context.ts';
import { tokenOf } from '../../platform/access/authenticate.ts';
import { revokeSession } from '../../platform/auth/sessions.ts';
import type { Serve } from '../../platform/serve.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import { bodyDataHistory, recordBodyData } from './body-data.ts';
import { deactivateAccount } from './deactivation.ts';
import { changeMobile } from './mobile-change.ts';
import { grantVip } from './vip.ts';
import { addPassword, getInfo, updateInfo, userQrcode } from './service.ts';

/** The signed-in person's account, under /api-training/mp/training/user. */
export function userRoutes(serve: Serve, { db, smsCodes, storage, config }: AppContext): void {
  serve('user.getInfo', async ({ actor, view, query }) => getInfo(db, actor, view, query.id));
  serve('user.updateInfo', async ({ actor, view, body }) => updateInfo(db, actor, view, body));
  serve('user.addPassword', async ({ actor, view, body }) => addPassword(db, actor, view, body, smsCodes.verify));
  serve('user.getQrcode', async ({ actor, request }) => userQrcode(db, actor, publicBaseUrl(config, request)));
  serve('user.logout', async ({ request }) => {
    const token = tokenOf(request);
    if (token) await revokeSession(db, token);
    return null;
  });
  serve('user.changeMobile', async ({ actor, view, body }) => changeMobile(db, actor, view, body, smsCodes.verify));
  serve('user.grantVip', async ({ actor, body }) => grantVip(db, actor, body));
  serve('user.bodyData.record', async ({ actor, body }) => recordBodyData(db, actor, body));
  serve('user.bodyData.history', async ({ actor, query }) => bodyDataHistory(db, actor, query));
  serve('user.unsubscribe', async ({ actor, body, request }) =>
    deactivateAccount({ db, storage, verifyCode: smsCodes.verify, onAvatarNotDeleted: (err) => request.log.warn({ err }, 'the avatar of a deactivated account was not deleted') }, actor, body.code));
}
