import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { currentSession, tokenOf } from '../../platform/auth/authenticate.ts';
import { revokeSession } from '../../platform/auth/sessions.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { addPasswordBody, getInfoQuery, updateInfoBody, userSchema } from './schemas.ts';
import { addPassword, getInfo, updateInfo } from './service.ts';

/** Routes of the signed-in person's account, under /api-training/mp/training/user. */
export const userRoutes: RegisterRoutes = (app, { db, smsCodes, storage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.get('/api-training/mp/training/user/getInfo', {
    schema: { tags, summary: 'A user: oneself, or a trainee of the calling coach', querystring: getInfoQuery, response: { 200: envelopeOf(userSchema) } },
  }, async (req) => ok(await getInfo(db, currentSession(req).user, req.query.id, storage.publicBase)));

  r.post('/api-training/mp/training/user/updateInfo', {
    schema: { tags, summary: 'Set the role, the coach invitation code or base info', body: updateInfoBody, response: { 200: envelopeOf(userSchema) } },
  }, async (req) => ok(await updateInfo(db, currentSession(req).userId, req.body, storage.publicBase)));

  r.post('/api-training/mp/training/user/addPassword', {
    schema: { tags, summary: 'Set a password (md5 from the client)', body: addPasswordBody, response: { 200: envelopeOf(userSchema) } },
  }, async (req) => ok(await addPassword(db, currentSession(req), req.body, smsCodes.verify, storage.publicBase)));

  r.post('/api-training/mp/training/user/logout', {
    schema: { tags, summary: 'End this session: the token stops working', response: { 200: envelopeOf(z.null()) } },
  }, async (req) => {
    const token = tokenOf(req);
    if (token) await revokeSession(db, token);
    return ok(null);
  });
};
