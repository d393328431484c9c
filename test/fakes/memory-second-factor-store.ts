import type { SecondFactorStore, StaffSecondFactor } from '../../ports/second-factors';

/** In-memory SecondFactorStore for fast unit tests; passes the same contract as PostgreSQL. */
export class MemorySecondFactorStore implements SecondFactorStore {
  private readonly factors = new Map<string, StaffSecondFactor>();

  async factorOf(userId: string): Promise<StaffSecondFactor | null> {
    const factor = this.factors.get(userId);
    return factor ? { ...factor, recoveryCodeHashes: [...factor.recoveryCodeHashes] } : null;
  }

  async startEnrolment(userId: string, sealedSecret: string): Promise<boolean> {
    if (this.factors.get(userId)?.confirmedAt) return false;
    this.factors.set(userId, { userId, sealedSecret, confirmedAt: null, lastTimeStep: null, recoveryCodeHashes: [] });
    return true;
  }

  async confirm(userId: string, sealedSecret: string, timeStep: number, hashes: string[], at: Date): Promise<boolean> {
    const factor = this.factors.get(userId);
    if (!factor || factor.confirmedAt || factor.sealedSecret !== sealedSecret) return false;
    Object.assign(factor, { confirmedAt: at, lastTimeStep: timeStep, recoveryCodeHashes: [...hashes] });
    return true;
  }

  async useTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const factor = this.factors.get(userId);
    if (!factor?.confirmedAt || (factor.lastTimeStep !== null && factor.lastTimeStep >= timeStep)) return false;
    factor.lastTimeStep = timeStep;
    return true;
  }

  async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
    const factor = this.factors.get(userId);
    if (!factor?.confirmedAt || !factor.recoveryCodeHashes.includes(hash)) return false;
    factor.recoveryCodeHashes = factor.recoveryCodeHashes.filter((h) => h !== hash);
    return true;
  }

  async reset(userId: string): Promise<boolean> {
    return this.factors.delete(userId);
  }
}
