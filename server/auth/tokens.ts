import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type AccessClaims = { sub: number; exp: number };

const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens whose signature was already checked; their expiry is still checked every time. */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(userId: number, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtlSeconds)
      .setJti(randomBytes(8).toString('hex'))
      .sign(this.key);
  }

  /** Throws on a malformed, badly signed, expired or non-access token. */
  async verifyAccess(token: string, now = Date.now()): Promise<AccessClaims> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.exp * 1000 > now) return cached;
      this.verified.delete(token);
    }
    const claims = await this.verifySignature(token);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string): Promise<AccessClaims> {
    const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
    const sub = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(sub) || payload.exp === undefined) {
      throw new Error('not an access token');
    }
    return { sub, exp: payload.exp };
  }
}

/** Opaque random tokens (refresh, password reset): only their hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
