import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { DbOrTx } from '../db/client';

/** `issuedAtMs`: when the token was signed, to the millisecond (`iat` counts seconds). */
export type AccessClaims = { sub: number; exp: number; issuedAtMs: number };
export type TokenLifetimes = { accessTtlSeconds: number; refreshTtlSeconds: number };
/** Lifetimes for a user's new tokens (the security policies of their organisation). */
export type LifetimeResolver = (db: DbOrTx, userId: number) => Promise<TokenLifetimes>;

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * A well-signed access token past its `exp`: the client refreshes and retries, unlike a bad,
 * tampered or foreign token, after which it signs the user out.
 */
export class AccessTokenExpired extends Error {}

export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens whose signature was already checked; their expiry is still checked every time. */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
    private readonly resolveLifetimes?: LifetimeResolver,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The lifetimes of tokens issued now to `userId`; the configured ones without a resolver. */
  lifetimesFor(db: DbOrTx, userId: number): Promise<TokenLifetimes> {
    if (this.resolveLifetimes) return this.resolveLifetimes(db, userId);
    return Promise.resolve({
      accessTtlSeconds: this.accessTtlSeconds,
      refreshTtlSeconds: this.refreshTtlSeconds,
    });
  }

  signAccess(userId: number, now = Date.now(), ttlSeconds = this.accessTtlSeconds): Promise<string> {
    const iat = Math.floor(now / 1000);
    // iat_ms: `iat` alone cannot tell a token signed just before a deactivation from one
    // signed just after, within the same second.
    return new SignJWT({ typ: 'access', iat_ms: now })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .setJti(randomBytes(8).toString('hex'))
      .sign(this.key);
  }

  /** Throws AccessTokenExpired on an expired access token, another error on any other bad token. */
  async verifyAccess(token: string, now = Date.now()): Promise<AccessClaims> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.exp * 1000 > now) return cached;
      this.verified.delete(token);
    }
    const claims = await this.verifySignature(token, now);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string, now: number): Promise<AccessClaims> {
    // jose checks the signature before the claims, so an expiry error vouches for the signature.
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: ['HS256'],
      currentDate: new Date(now),
    }).catch((error: unknown) => {
      const expiredAccess = error instanceof errors.JWTExpired && error.payload.typ === 'access';
      throw expiredAccess ? new AccessTokenExpired(error.message) : error;
    });
    const sub = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(sub) || payload.exp === undefined) {
      throw new Error('not an access token');
    }
    // A token signed before iat_ms existed is taken as signed at the start of its second.
    const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    return { sub, exp: payload.exp, issuedAtMs };
  }
}

/** Opaque random tokens (refresh, password reset): only their hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
