import argon2 from 'argon2';
import type { Argon2Params } from '../../../config';

/** argon2id hashing with the configured cost (production default m=19456 KiB, t=2, p=1). */
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  constructor(private readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.params });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, for unknown users (no user enumeration by timing). */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('senha-inexistente-para-comparacao');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.params);
    } catch {
      return true;
    }
  }
}
