import type { ErrorTable } from './kinds';

export enum BranchErrorCode {
  NotFound = 'BRANCH_NOT_FOUND',
  ChosenDoesNotExist = 'BRANCH_CHOSEN_DOES_NOT_EXIST',
}

export const BRANCH_ERRORS = {
  [BranchErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Pobočka nebyla nalezena.' },
  [BranchErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraná pobočka neexistuje.' },
} satisfies ErrorTable<BranchErrorCode>;
