/**
 * Who is asking: every room creation and join is tagged with the client's
 * address (for the per-client limits) and, on a host with accounts, the
 * account its `authenticate` hook found. The result travels with the seat
 * reservation to the room's process (Colyseus auth data), so it must be plain JSON.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ServerError } from '@colyseus/core';
import type { JoinOptions } from '../online/protocol.js';

/** What a host's {@link Authenticate} hook is given for each room creation and join request. */
export interface AuthRequest {
  /** "create" (a new table) or "joinById" (a seat or a place to watch at a table). */
  method: 'create' | 'joinById';
  /** The join options the client sent (variant, seat…): the hook may refuse some, e.g. creating for guests. */
  options: JoinOptions;
  /** The bearer token of the request (`Authorization: Bearer …`), if any. */
  token: string | undefined;
  /** The request's headers (cookies included: a same-site host can read its session cookie). */
  headers: IncomingHttpHeaders;
  /** The client's address (the proxy's `X-Forwarded-For` with `trustProxy`). */
  address: string;
}

/** A signed-in person as the host knows them: a stable id and, optionally, the name shown at the table. */
export interface Account {
  id: string;
  name?: string;
}

/**
 * The hook of a host with accounts (`createServer({ authenticate })`): return the account to let the
 * request in, or `null`/`false` to refuse it (401). Throw a `ServerError` from `@colyseus/core` to refuse
 * with another status and message. Runs on the process that got the HTTP request, before any seat is held.
 */
export type Authenticate = (request: AuthRequest) => Account | null | false | Promise<Account | null | false>;

/** What the room learns of a client (its Colyseus auth data). */
export interface Visitor {
  address: string;
  account: Account | null;
}

/** The part of Colyseus's auth context we read (http.ts builds it, with the address it trusts). */
export interface AuthContextLike {
  token?: string;
  headers?: IncomingHttpHeaders;
  ip?: string | string[];
}

/** Runs `hook` (if any) for a request and returns its {@link Visitor}; refuses with 401 when the hook says no. */
export async function visitorOf(hook: Authenticate | null, method: AuthRequest['method'], options: JoinOptions, context: AuthContextLike): Promise<Visitor> {
  const address = Array.isArray(context.ip) ? String(context.ip[0]) : String(context.ip ?? 'unknown');
  if (!hook) return { address, account: null };
  const found = await hook({ method, options: options ?? {}, token: context.token || undefined, headers: context.headers ?? {}, address });
  if (!found) throw new ServerError(401, 'Sign in to play at this table');
  if (typeof found !== 'object' || typeof found.id !== 'string' || !found.id) throw new Error('authenticate() must return { id, name? }, null or false');
  const account: Account = { id: found.id };
  if (typeof found.name === 'string') account.name = found.name;
  return { address, account };
}
