/**
 * Staff members' second factor (issue 28, decision 053): where each one's TOTP secret, the
 * last time step a code was accepted at, and the hashes of their recovery codes are kept.
 * Every change that spends something (a time step, a recovery code) is one conditional write,
 * so two nodes given the same code at once accept it once.
 */
export interface StaffSecondFactor {
  userId: string;
  /** The TOTP secret as the store keeps it: sealed by the engine, never in the clear. */
  sealedSecret: string;
  /** Null while enrolment waits for the first code from the authenticator. */
  confirmedAt: Date | null;
  /** The RFC 6238 time step of the last code accepted; a code of that step or earlier is refused. */
  lastTimeStep: number | null;
  /** Hashes of the recovery codes not yet used. */
  recoveryCodeHashes: string[];
}

export interface SecondFactorStore {
  /** Null when the staff member has not started enrolling (or an administrator reset them). */
  factorOf(userId: string): Promise<StaffSecondFactor | null>;
  /** Starts (or restarts) an enrolment with a new secret: pending until `confirm`. Refused (false) once confirmed. */
  startEnrolment(userId: string, sealedSecret: string, at: Date): Promise<boolean>;
  /**
   * Confirms the pending secret with the step of its first code and stores the recovery codes'
   * hashes; false when the enrolment was confirmed (or replaced) meanwhile.
   */
  confirm(
    userId: string,
    sealedSecret: string,
    timeStep: number,
    recoveryCodeHashes: string[],
    at: Date,
  ): Promise<boolean>;
  /** Records a code's step as used if it is later than the last; false for a replay (or a race lost). */
  useTimeStep(userId: string, timeStep: number): Promise<boolean>;
  /** Spends one recovery code by its hash; false when it is not (or no longer) one of theirs. */
  useRecoveryCode(userId: string, hash: string): Promise<boolean>;
  /** Forgets the factor: the next sign-in enrols again. False when there was none. */
  reset(userId: string): Promise<boolean>;
}

export const SECOND_FACTOR_STORE = Symbol.for('contrail.SecondFactorStore');
