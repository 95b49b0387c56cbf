import { donationAlertText, parseCustomAmount } from '@/lib/donation';

describe('donationAlertText', () => {
  it('names type, grouped amount and purpose exactly as the spec says', () => {
    expect(donationAlertText({ type: 'one-time', amount: 5000, purpose: 'General Support' })).toBe(
      'Thank you for your one-time donation of KES 5,000 for General Support!',
    );
    expect(donationAlertText({ type: 'monthly', amount: 10000000, purpose: 'Environmental Research' })).toBe(
      'Thank you for your monthly donation of KES 10,000,000 for Environmental Research!',
    );
    expect(donationAlertText({ type: 'monthly', amount: 1, purpose: 'Training & Education' })).toBe(
      'Thank you for your monthly donation of KES 1 for Training & Education!',
    );
  });
});

describe('parseCustomAmount', () => {
  it.each([
    ['7500', 7500],
    [' 7500 ', 7500],
    ['7,500', 7500],
    ['1', 1],
    ['10000000', 10000000],
    ['10,000,000', 10000000],
    ['5.0', 5],
  ])('accepts %p as %p', (raw, amount) => {
    expect(parseCustomAmount(raw)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'Please enter an amount for your donation.'],
    ['   ', 'Please enter an amount for your donation.'],
    ['0', 'Please enter an amount of at least KES 1.'],
    ['-500', 'Please enter an amount of at least KES 1.'],
    ['2500.50', 'Please enter a whole number of shillings, without cents.'],
    ['0.5', 'Please enter a whole number of shillings, without cents.'],
    ['abc', 'Please enter the amount in numbers only, for example 7500.'],
    ['1e5', 'Please enter the amount in numbers only, for example 7500.'],
    ['KES 500', 'Please enter the amount in numbers only, for example 7500.'],
    ['10000001', 'Please enter an amount of at most KES 10,000,000. For a larger gift, please contact us.'],
    ['99999999999999999999', 'Please enter an amount of at most KES 10,000,000. For a larger gift, please contact us.'],
  ])('rejects %p with a clear message', (raw, error) => {
    expect(parseCustomAmount(raw)).toEqual({ ok: false, error });
  });
});
