import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  chooseSubOption,
  confirmBlock,
  NO_CHOICE,
  PEAK_ACKNOWLEDGEMENT_REQUIRED,
  SELECTION_REQUIRED,
  TERMS_REQUIRED,
} from './payment-choice';

describe('choosing how to pay', () => {
  it('resets the sub-option when the option changes', () => {
    const card = chooseSubOption(NO_CHOICE, 'PAY_NOW_CARD');
    expect(card).toEqual({ option: 'FULL_PAYMENT', subOption: 'PAY_NOW_CARD' });
    expect(chooseOption(card, 'FULL_PAYMENT')).toEqual({ option: 'FULL_PAYMENT', subOption: null });
  });

  it('selects reserve by card with the reserve option, its only way to pay', () => {
    expect(chooseOption(NO_CHOICE, 'PARTIAL_PAYMENT')).toEqual({
      option: 'PARTIAL_PAYMENT',
      subOption: 'RESERVE_CARD',
    });
  });

  it('unchecks the other sub-options when one is chosen', () => {
    const wallet = chooseSubOption(chooseSubOption(NO_CHOICE, 'PAY_NOW_CARD'), 'PAY_NOW_WALLET');
    expect(wallet.subOption).toBe('PAY_NOW_WALLET');
    expect(chooseSubOption(wallet, 'RESERVE_CARD')).toEqual({ option: 'PARTIAL_PAYMENT', subOption: 'RESERVE_CARD' });
  });
});

describe('the Confirm button', () => {
  const ready = {
    choice: chooseSubOption(NO_CHOICE, 'PAY_NOW_CARD'),
    peakNoticeShown: false,
    peakAcknowledged: false,
    termsAccepted: true,
  };

  it('needs a payment selection', () => {
    expect(confirmBlock({ ...ready, choice: NO_CHOICE })?.message).toBe(SELECTION_REQUIRED);
    expect(confirmBlock({ ...ready, choice: { option: 'FULL_PAYMENT', subOption: null } })?.message).toBe(
      SELECTION_REQUIRED,
    );
    expect(confirmBlock({ ...ready, choice: { option: 'DESELECT_PAYMENT', subOption: null } })?.message).toBe(
      SELECTION_REQUIRED,
    );
  });

  it('is blocked by an unticked peak acknowledgement only when the peak notice is shown', () => {
    expect(confirmBlock({ ...ready, peakNoticeShown: true })?.message).toBe(PEAK_ACKNOWLEDGEMENT_REQUIRED);
    expect(confirmBlock({ ...ready, peakNoticeShown: true, peakAcknowledged: true })).toBeNull();
    expect(confirmBlock(ready)).toBeNull();
  });

  it('needs the terms accepted', () => {
    expect(confirmBlock({ ...ready, termsAccepted: false })?.message).toBe(TERMS_REQUIRED);
  });
});
