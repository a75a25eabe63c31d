import type { AppContext } from '../../app-context.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import type { Call, Serve } from '../../platform/serve.ts';
import {
  addCoach, addMember, createSquad, disbandSquad, getMember, getSquad, identifyCode, joinSquad, listLinkedTrainees, listMembers, listMine, previewSquad, quitSquad, regenerateCode, removeMembers,
  transferSquad, updateMember, type SquadView,
} from './service.ts';

/** Teams (issue 11) under /api-training/mp/squad. */
export function squadRoutes(serve: Serve, { db, config, codeAttempts }: AppContext): void {
  const squadView = ({ view, request }: Pick<Call<'squad.get'>, 'view' | 'request'>): SquadView => ({ ...view, publicUrl: publicBaseUrl(config, request) });
  /** Every try with a code counts against the caller's account and address, before the code is looked at. */
  const countCodeAttempt = ({ actor, request }: Pick<Call<'squad.join'>, 'actor' | 'request'>) => codeAttempts.count(actor.id, request.ip);

  serve('squad.create', async (c) => once(db, idempotentCall(c.request, c.actor.id, 'squad/create'), (trx) => createSquad(trx, c.actor, squadView(c), c.body)));
  serve('squad.listMine', async ({ actor, view }) => listMine(db, actor, view));
  serve('squad.get', async (c) => getSquad(db, c.actor, squadView(c), c.query.id));
  serve('squad.preview', async (c) => {
    await countCodeAttempt(c);
    return previewSquad(db, c.actor, c.query.code, c.query.squadId);
  });
  serve('squad.identifyCode', async (c) => {
    await countCodeAttempt(c);
    return identifyCode(db, c.actor, c.query.code);
  });
  serve('squad.join', async (c) => {
    await countCodeAttempt(c);
    return joinSquad(db, c.actor, squadView(c), c.body.code, c.body.squadId);
  });
  serve('squad.members', async ({ actor, view, query }) => listMembers(db, actor, view, query));
  serve('squad.linkedTrainees', async ({ actor, view, query }) => listLinkedTrainees(db, actor, view, query));
  serve('squad.member', async ({ actor, view, query }) => getMember(db, actor, view, query.id, query.userId));
  serve('squad.updateMember', async ({ actor, view, body }) => updateMember(db, actor, view, body));
  serve('squad.removeMembers', async ({ actor, body }) => removeMembers(db, actor, body.id, body.userIds));
  serve('squad.addMember', async (c) => {
    await countCodeAttempt(c);
    return addMember(db, c.actor, c.view, c.body.id, c.body.memberCode);
  });
  serve('squad.quit', async ({ actor, query }) => quitSquad(db, actor, query.id));
  serve('squad.transfer', async (c) => transferSquad(db, c.actor, squadView(c), c.body.id, c.body.userId));
  serve('squad.disband', async (c) => disbandSquad(db, c.actor, squadView(c), c.query.id));
  serve('squad.regenerateCode', async (c) => regenerateCode(db, c.actor, squadView(c), c.query.id));
  serve('squad.addCoach', async (c) => {
    await countCodeAttempt(c);
    return addCoach(db, c.actor, squadView(c), c.body.id, c.body.inviteCode);
  });
}
