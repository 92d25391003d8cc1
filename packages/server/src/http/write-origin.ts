import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecordWriter, WriteOrigin } from '../db/record-writes';
import { bodyVersionOf, versionFromHeaders } from './version-check';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The app's content writes made for this request: the activity log, revisions and undo record its admin
     * (or API token) and address, and updates check the version it sent. Work outside a request (jobs, seeds)
     * uses the module context's writer instead (the system).
     */
    records: RecordWriter;
  }
}

const origins = new WeakMap<FastifyRequest, WriteOrigin>();

/**
 * Where a request's writes come from: its signed-in admin (or API token), its address, and the version it sent
 * (read when a write checks it: a multipart form's `updatedAt` is only known once the route has read the form).
 * One origin per request (undo answers its kept delete by it).
 */
export function writeOriginOf(request: FastifyRequest): WriteOrigin {
  let origin = origins.get(request);
  if (!origin) {
    const admin = request.admin;
    const token = request.apiToken;
    origin = {
      admin: admin ? { id: admin.id, f_name: admin.f_name, l_name: admin.l_name, role: admin.role } : null,
      apiToken: token ? { id: token.id, name: token.name } : null,
      ip: request.ip,
      sentVersion: () => ({ body: bodyVersionOf(request), header: versionFromHeaders(request.headers) }),
    };
    origins.set(request, origin);
  }
  return origin;
}

/** The request's origin if one was made (a write or `writeOriginOf` asked for it), else undefined. */
export function madeOriginOf(request: FastifyRequest): WriteOrigin | undefined {
  return origins.get(request);
}

/** `request.records`: the app's writer bound to the request's origin, made when a route first asks for it. */
export function installRequestWriter(app: FastifyInstance, records: RecordWriter): void {
  const writers = new WeakMap<FastifyRequest, RecordWriter>();
  app.decorateRequest('records', {
    getter(this: FastifyRequest) {
      let writer = writers.get(this);
      if (!writer) {
        writer = records.withOrigin(writeOriginOf(this));
        writers.set(this, writer);
      }
      return writer;
    },
  });
}
